#pragma once
// The one pseudo-random generator of kifu: splitmix64, small, fast, deterministic and constexpr
// (the Zobrist keys are computed at compile time; the estimate's playouts are seeded with it).

#include <cstddef>
#include <cstdint>

namespace kifu::util {

struct SplitMix64 {
    std::uint64_t state = 0;

    // The next 64 random bits.
    constexpr std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31U);
    }
    // Uniform in [0, n) for n < 2^32.
    constexpr std::size_t below(std::size_t n) { return static_cast<std::size_t>(((next() >> 32U) * n) >> 32U); }
};

}  // namespace kifu::util
