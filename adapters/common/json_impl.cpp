// Boost.JSON compiled once for every program that reads or writes JSON (the referee's records and live
// feed, the web bridge's page messages, uiw-datagen): its header-only mode, whose implementation this
// file alone includes. Debian's Boost 1.81 ships no compiled JSON library.
#include <boost/json/src.hpp>
