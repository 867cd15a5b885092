// Boost.JSON compiled into the referee itself (its header-only mode): this file alone includes its
// implementation, once for the whole program.
#include <boost/json/src.hpp>
