#pragma once
// KataGo's rules strings, as KataGo writes them into RU (koPOSITIONALscoreAREAtaxNONEsui1, ...): each
// field of the ruleset spelled out, read into kifu's rules.

#include <optional>
#include <string_view>

#include <kifu/rules/rules.hpp>

namespace kifu::rules {

// The rules `text` spells out in KataGo's form: ko SIMPLE, POSITIONAL or SITUATIONAL; score AREA or
// TERRITORY; tax NONE or SEKI; sui 0 or 1; optionally whb 0, N or N-1 (White's handicap bonus), fpok
// and komi (informational: KM stands). The first preset with those fields is taken whole
// (koSIMPLEscoreTERRITORYtaxSEKIsui0: japanese; koPOSITIONALscoreAREAtaxNONEsui1: tromp-taylor); any
// other ruleset starts from tromp-taylor (area: an illegal move is void) or japanese (territory), is
// named by its fields ("koSIMPLEscoreAREAtaxNONEsui0whbN", KataGo's chinese) and cites no article; a
// repetition cycle under simple ko is then no result. tax ALL and button1 are read, for the moves they allow, into
// such a ruleset whose Rules::unmodelled says that kifu does not count under them. Nullopt when `text` is not such a
// string or asks for a ko rule kifu does not model (Spight ko).
[[nodiscard]] std::optional<Rules> from_katago(std::string_view text);

}  // namespace kifu::rules
