// Writing a whole text to a file descriptor, through short writes and signals: the records, the live
// feed and uiw-tune's run folder append each of their lines or records this way.
#pragma once

#include <string_view>

namespace adapters {

// Writes all of `text` to `fd` (again after EINTR and after a short write); false on an error (a full
// disk, a closed descriptor), with what was written before it left in the file.
bool write_all(int fd, std::string_view text);

}  // namespace adapters
