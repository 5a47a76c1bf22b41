#pragma once
// GzipCheck: verifies a gzip stream's CRC-32 and length trailers as its compressed bytes pass by (libarchive's gzip
// filter does not), so that a damaged .gz or .tar.gz is reported, not read as if whole.

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace kifu::cli {

// True when `head` starts with the gzip magic bytes.
bool starts_gzip(std::string_view head);

// What the gzip file at `path` decompresses to (concatenated members included) up to its end or its first damage (a
// cut, a bad trailer), as `gzip -dc` writes it before its error; at most `max_bytes`. Empty when it cannot be read.
[[nodiscard]] std::string gunzip_prefix(const std::string& path, std::size_t max_bytes);

class GzipCheck {
public:
    GzipCheck();
    GzipCheck(GzipCheck&&) noexcept;
    GzipCheck& operator=(GzipCheck&&) noexcept;
    ~GzipCheck();

    // Inflates the next compressed bytes (concatenated gzip members included), checking each member's trailer.
    void feed(std::string_view bytes);
    // After the last bytes: what is wrong with the stream ("its gzip checksum does not match its data", ...), or
    // nullopt when every member ended whole with a matching trailer.
    [[nodiscard]] std::optional<std::string> problem() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace kifu::cli
