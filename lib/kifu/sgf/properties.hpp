#pragma once
// The FF[4] properties of Go records: each one's value type, whether it takes a list, and the
// canonical order a writer puts them in.

#include <cstdint>
#include <string_view>

namespace kifu::sgf {

enum class ValueType : std::uint8_t {
    Unknown,      // not an FF[4] property of Go (a private one): values kept as written
    None,         // KO[], DO[], IT[]
    Number,       // FF, GM, HA, MN, OB, OW, PM, ST
    Real,         // KM, TM, BL, WL, V
    Double,       // GB, GW, DM, UC, HO, BM, TE
    Color,        // PL
    SimpleText,   // PB, RE, N, ... (and CA)
    Text,         // C, GC
    Move,         // B, W
    PointList,    // AB, AW, AE, TB, TW, MA, CR, SQ, TR, SL, DD, VW
    PointPair,    // AR, LN: point ':' point
    Label,        // LB: point ':' SimpleText
    Size,         // SZ: number, or columns ':' rows
    Application,  // AP: SimpleText ':' SimpleText
    Figure,       // FG: none, or number ':' SimpleText
};

struct PropertyInfo {
    std::string_view id;
    ValueType type;
    bool list;  // takes several values (merged when the property is repeated in a node)
    int rank;   // position in the canonical order (root, game info, setup, move, comments, markup)
};

// What FF[4] says about `id`; for an unknown id, {id, Unknown, false, rank after every known one}.
[[nodiscard]] PropertyInfo property_info(std::string_view id);

// True when an AP value names Fox Weiqi (foxwq): the record follows Fox's conventions for KM and RE.
[[nodiscard]] bool names_fox(std::string_view application);

}  // namespace kifu::sgf
