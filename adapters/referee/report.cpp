#include "report.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "gnuplot_text.h"

namespace referee {

namespace {

using adapters::gnuplot_quoted;
using inchworm::Error;

std::string html_escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A gnuplot SVG file from its <svg> element on (its XML declaration and doctype have no place in a page).
std::string svg_element(const std::filesystem::path& path) {
  const std::string text = read_file(path);
  const std::size_t at = text.find("<svg");
  return at == std::string::npos ? std::string() : text.substr(at);
}

}  // namespace

inchworm::MaybeError write_report(const std::string& path, const MergedRun& run,
                                  const std::optional<SprtSettings>& sprt) {
  if (run.engine_names.size() < 2 || run.in_order.empty()) return Error{"-report: no games to show"};
  char pattern[] = "/tmp/uiw-referee-report-XXXXXX";
  if (!::mkdtemp(pattern)) return Error{"-report: cannot make a scratch folder in /tmp"};
  const std::filesystem::path dir = pattern;
  struct Cleanup {
    std::filesystem::path dir;
    ~Cleanup() {
      std::error_code ec;
      std::filesystem::remove_all(dir, ec);
    }
  } cleanup{dir};

  // The data, from the first engine's point of view.
  const std::string& first = run.engine_names[0];
  std::map<std::string, std::pair<double, int>> by_opening;  // points of the first engine, its games
  {
    std::ofstream llr(dir / "llr.dat"), lengths(dir / "lengths.dat"), openings(dir / "openings.dat");
    long long n = 0;
    for (const MergedRun::Game& g : run.in_order) {
      llr << ++n << " " << g.llr << "\n";
      lengths << g.plies << "\n";
      const int seat = g.engines[0] == 0 ? 0 : g.engines[1] == 0 ? 1 : -1;
      if (seat < 0) continue;
      auto& [points, games] = by_opening[g.opening];
      points += seat == 0 ? g.first_points : 1 - g.first_points;
      ++games;
    }
    // Numbered in the picture; the page lists them.
    int k = 0;
    for (const auto& [opening, score] : by_opening) openings << ++k << " " << score.first / score.second << "\n";
  }
  std::ofstream script(dir / "report.gp");
  script << "set terminal svg size 640,360 dynamic font 'sans,11'\nset grid\nset key off\n";
  if (sprt) {
    script << "set output " << gnuplot_quoted((dir / "llr.svg").string()) << "\n"
           << "set title 'LLR after each game, against the SPRT bounds'\nset xlabel 'games'\nset ylabel 'LLR'\n"
           << "plot " << gnuplot_quoted((dir / "llr.dat").string()) << " with lines lw 2, " << sprt->lower_bound()
           << " dt 2, " << sprt->upper_bound() << " dt 2\n";
  }
  script << "set output " << gnuplot_quoted((dir / "openings.svg").string()) << "\n"
         << "set title " << gnuplot_quoted("Score of " + first + " by opening") << "\n"
         << "set xlabel ''\nset ylabel 'score'\nset yrange [0:1]\nset style fill solid 0.6\nset boxwidth 0.8\n"
         << ""
         << "set xlabel 'opening (numbered as in the list below)'\nset xtics 1\n"
         << "plot " << gnuplot_quoted((dir / "openings.dat").string()) << " using 1:2 with boxes\n"
         << "set output " << gnuplot_quoted((dir / "lengths.svg").string()) << "\n"
         << "set title 'Game lengths'\nset xlabel 'plies'\nset ylabel 'games'\nset autoscale y\nset xtics autofreq\n"
            "set xrange [0:*]\nset boxwidth 10\nbin(x) = 10 * floor(x / 10) + 5\n"
         << "plot " << gnuplot_quoted((dir / "lengths.dat").string())
         << " using (bin($1)):(1.0) smooth frequency with boxes\n";
  script.close();
  const std::string command = "gnuplot " + gnuplot_quoted((dir / "report.gp").string()) + " 2>" +
                              gnuplot_quoted((dir / "gnuplot.err").string());
  const int status = std::system(command.c_str());
  if (status != 0)
    return Error{"-report: gnuplot failed (is it installed? Debian package gnuplot-nox): " +
                 read_file(dir / "gnuplot.err").substr(0, 300)};

  std::ostringstream page;
  page << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << html_escaped(run.header)
       << "</title>\n<style>body{font-family:sans-serif;margin:2em}pre{background:#f4f4f4;padding:1em}"
          "svg{max-width:100%;height:auto}</style></head><body>\n<h1>"
       << html_escaped(run.event) << "</h1>\n<p>" << html_escaped(run.header) << "</p>\n";
  if (!run.standings->encounters().empty()) {
    const Encounter& e = run.standings->encounters().front();
    const EloEstimate elo = elo_from_games(e.games);
    page << "<h2>Elo of " << html_escaped(run.engine_names[std::size_t(e.first)]) << " against "
         << html_escaped(run.engine_names[std::size_t(e.second)]) << ": " << format_elo(elo)
         << " (95% interval)</h2>\n";
  }
  if (sprt) page << "<p>SPRT: " << html_escaped(run.sprt_state) << "</p>\n" << svg_element(dir / "llr.svg");
  page << svg_element(dir / "openings.svg") << "<table><tr><th>#</th><th>opening</th><th>games</th><th>score of "
       << html_escaped(first) << "</th></tr>\n";
  int k = 0;
  for (const auto& [opening, score] : by_opening)
    page << "<tr><td>" << ++k << "</td><td>" << html_escaped(opening) << "</td><td>" << score.second << "</td><td>"
         << format_number(score.first / score.second, "%.2f") << "</td></tr>\n";
  page << "</table>\n"
       << svg_element(dir / "lengths.svg") << "<h2>The table</h2>\n<pre>" << html_escaped(run.standings->summary())
       << "</pre>\n</body></html>\n";
  std::ofstream out(path);
  out << page.str();
  out.close();
  if (!out) return Error{"-report: cannot write " + path};
  return std::nullopt;
}

}  // namespace referee
