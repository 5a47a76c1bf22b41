#pragma once
// The game information a record states, decoded to UTF-8 under its SGF names, for catalogue rows.

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::game {

// The properties rows carry under `info`, in this order: FF[4]'s game-information properties,
// Go's HA and KM, and the root's SZ, AP and CA.
inline constexpr std::array<std::string_view, 26> info_ids = {
    "PB", "BR", "BT", "PW", "WR", "WT", "DT", "EV", "RO", "PC", "GN", "GC", "ON",
    "OT", "TM", "RE", "KM", "HA", "RU", "SZ", "AN", "CP", "SO", "US", "AP", "CA"};

// One property as the record states it: its first value, escapes and white space decoded (GC as
// Text, keeping its line breaks; the others as SimpleText, trimmed).
struct InfoValue {
    std::string_view id;  // one of info_ids
    std::string value;
    friend bool operator==(const InfoValue&, const InfoValue&) = default;
};

// The properties a record states, in info_ids order; absent ones are left out.
using GameInfo = std::vector<InfoValue>;

}  // namespace kifu::game
