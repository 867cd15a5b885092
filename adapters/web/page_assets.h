// The page's files (HTML, CSS, JavaScript), built into the bridge from adapters/web/page at build time.
#pragma once

#include <string_view>
#include <vector>

namespace adapters::web {

struct PageAsset {
  std::string_view path;  // "/index.html"
  std::string_view content_type;
  std::string_view body;
};

const std::vector<PageAsset>& page_assets();

}  // namespace adapters::web
