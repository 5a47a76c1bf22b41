#include <kifu/cli/gzip_check.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <memory>

#include <zlib.h>

namespace kifu::cli {

bool starts_gzip(std::string_view head) {
    return head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f &&
           static_cast<unsigned char>(head[1]) == 0x8b;
}

struct GzipCheck::State {
    z_stream stream{};
    bool ready = false;         // inflateInit2 succeeded
    bool in_member = false;     // inside a gzip member (its trailer not yet read)
    bool members_over = false;  // the bytes after a member are not another member: trailing data, not checked
    std::optional<std::string> error;
    std::array<unsigned char, 1 << 15> sink{};

    State() { ready = inflateInit2(&stream, 15 + 16) == Z_OK; }  // 16: gzip header and trailer, checked by zlib
    ~State() {
        if (ready) inflateEnd(&stream);
    }
    State(const State&) = delete;
    State& operator=(const State&) = delete;
};

GzipCheck::GzipCheck() : state_(std::make_unique<State>()) {
    if (!state_->ready) state_->error = "cannot check its gzip data: out of memory";
}
GzipCheck::GzipCheck(GzipCheck&&) noexcept = default;
GzipCheck& GzipCheck::operator=(GzipCheck&&) noexcept = default;
GzipCheck::~GzipCheck() = default;

void GzipCheck::feed(std::string_view bytes) {
    State& s = *state_;
    while (!bytes.empty() && !s.error && !s.members_over) {
        if (!s.in_member) {
            // a member starts here, or the stream's trailing bytes (zero padding, other data) do
            if (static_cast<unsigned char>(bytes[0]) != 0x1f || (bytes.size() >= 2 && !starts_gzip(bytes))) {
                s.members_over = true;
                return;
            }
            s.in_member = true;
        }
        s.stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
        s.stream.avail_in = static_cast<uInt>(bytes.size());
        int r = Z_OK;
        while (s.stream.avail_in > 0 && r != Z_STREAM_END) {
            s.stream.next_out = s.sink.data();
            s.stream.avail_out = static_cast<uInt>(s.sink.size());
            r = inflate(&s.stream, Z_NO_FLUSH);
            if (r == Z_BUF_ERROR && s.stream.avail_out > 0) break;  // needs more input
            if (r != Z_OK && r != Z_STREAM_END && r != Z_BUF_ERROR) {
                s.error =
                    r == Z_DATA_ERROR && s.stream.msg && std::string_view(s.stream.msg) == "incorrect data check"
                        ? std::string("its gzip checksum does not match its data")
                    : r == Z_DATA_ERROR && s.stream.msg && std::string_view(s.stream.msg) == "incorrect length check"
                        ? std::string("its gzip length does not match its data")
                        : std::string("its gzip data is damaged: ") + (s.stream.msg ? s.stream.msg : "error");
                return;
            }
        }
        const std::size_t used = bytes.size() - s.stream.avail_in;
        bytes.remove_prefix(used);
        if (r == Z_STREAM_END) {
            s.in_member = false;
            inflateReset(&s.stream);
        }
    }
}

std::optional<std::string> GzipCheck::problem() const {
    if (state_->error) return state_->error;
    if (state_->in_member) return std::string("it ends inside its gzip data: cut short");
    return std::nullopt;
}

std::string gunzip_prefix(const std::string& path, std::size_t max_bytes) {
    std::string out;
    const std::unique_ptr<gzFile_s, int (*)(gzFile)> file(gzopen(path.c_str(), "rb"), gzclose);
    if (!file) return out;
    std::array<char, 1 << 16> block{};
    while (out.size() < max_bytes) {
        // gzread hands out what it inflated before a cut or a bad trailer, then reports the error
        const int n = gzread(file.get(), block.data(), static_cast<unsigned>(block.size()));
        if (n <= 0) break;
        out.append(block.data(), std::min(static_cast<std::size_t>(n), max_bytes - out.size()));
    }
    return out;
}

}  // namespace kifu::cli
