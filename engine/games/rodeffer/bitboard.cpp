#include "bitboard.h"

namespace inchworm::rodeffer {
namespace {

Geometry build(Topology t) {
  Geometry g;
  g.topology = t;
  g.wrap_files = t == Topology::Plane ? 0 : kAll;
  g.wrap_ranks = t == Topology::Torus ? kAll : 0;
  for (Square s = 0; s < kSquares; ++s) {
    Bitboard b = square_bb(s);
    g.orth[s] = g.orth_neighbours(b) & ~b;
    g.king[s] = g.king_dilate(b) & ~b;
  }
  return g;
}

const Geometry kGeometries[3] = {build(Topology::Plane), build(Topology::Cylinder), build(Topology::Torus)};

}  // namespace

const Geometry& geometry(Topology t) { return kGeometries[static_cast<int>(t)]; }

}  // namespace inchworm::rodeffer
