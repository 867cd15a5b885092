#include "plot.h"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "gnuplot_text.h"

namespace tune {

using adapters::gnuplot_quoted;
using inchworm::Error;

namespace {

bool on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream folders(path ? path : "");
  std::string folder;
  while (std::getline(folders, folder, ':')) {
    std::error_code error;
    if (!folder.empty() && std::filesystem::is_regular_file(folder + "/" + program, error)) return true;
  }
  return false;
}

}  // namespace

std::string plot_script(const std::string& csv, const std::string& svg, const std::vector<Parameter>& params) {
  std::ostringstream s;
  const std::size_t n = params.size();
  s << "set terminal svg size 800," << 100 + 250 * n << " dynamic background rgb 'white'\n"
    << "set output " << gnuplot_quoted(svg) << "\n"
    << "set datafile separator ','\n"
    << "set key outside right top\n"
    << "set grid\n"
    << "set xlabel 'iteration'\n"
    << "set multiplot layout " << n << ",1 title " << gnuplot_quoted("uiw-tune: the parameters over the iterations")
    << "\n";
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t theta = 5 + i, plus = 5 + n + 2 * i, minus = plus + 1;
    s << "set title " << gnuplot_quoted(params[i].name) << "\n"
      << "set yrange [" << params[i].min << ":" << params[i].max << "]\n"
      << "plot " << gnuplot_quoted(csv) << " using 1:" << plus
      << " with points pointtype 7 pointsize 0.6 lc rgb '#2a9d8f'"
      << " title 'plus', '' using 1:" << minus << " with points pointtype 7 pointsize 0.6 lc rgb '#e76f51'"
      << " title 'minus', '' using 1:" << theta << " with lines linewidth 2 lc rgb '#264653' title 'value'\n";
  }
  s << "unset multiplot\n";
  return s.str();
}

inchworm::MaybeError plot_trajectory(const std::string& csv, const std::string& svg,
                                     const std::vector<Parameter>& params) {
  if (!on_path("gnuplot"))
    return Error{"gnuplot is not installed (Debian: gnuplot-nox; scripts/setup installs it): no picture"};
  FILE* gnuplot = ::popen("gnuplot 1>&2", "w");
  if (!gnuplot) return Error{"cannot start gnuplot: no picture"};
  const std::string script = plot_script(csv, svg, params);
  std::fwrite(script.data(), 1, script.size(), gnuplot);
  const int status = ::pclose(gnuplot);
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error{"gnuplot failed (status " + std::to_string(status) + "): no picture"};
  return std::nullopt;
}

}  // namespace tune
