#include <kifu/estimate/position.hpp>

#include <algorithm>

namespace kifu::estimate {

void find_chains(Position& pos) {
    std::vector<int> stack;
    for (int p : pos.points) {
        if (!pos.stone(p) || pos.chain_of[ix(p)] >= 0) continue;
        Chain chain;
        chain.color = pos.at(p);
        const int id = static_cast<int>(pos.chains.size());
        pos.chain_of[ix(p)] = id;
        stack.assign(1, p);
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            chain.stones.push_back(q);
            for (int d : pos.dirs) {
                const int n = q + d;
                if (pos.at(n) == chain.color && pos.chain_of[ix(n)] < 0) {
                    pos.chain_of[ix(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        std::sort(chain.stones.begin(), chain.stones.end());
        pos.chains.push_back(std::move(chain));
    }
}

}  // namespace kifu::estimate
