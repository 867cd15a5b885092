"""Reader and writer of uiw-datagen's data files (adapters/datagen/README.md, "The data format").

The trainers' way into the data: scripts/texel-fit reads the files through `uiw-datagen terms`, a network
trainer (issue 33) through `load()` here, which gives the position strings, best moves, search scores and
results of the kept positions as lists and NumPy arrays. Standard library only, but for load() (NumPy).

    python3 scripts/training/iwdata.py dump FILE [filters]   the file as `uiw-datagen dump` writes it
"""

import argparse
import dataclasses
import struct
import sys

MAGIC = b"IWDATA\r\n"
VERSION = 1
BLOCK_TAG = b"GAME"
RESULTS = ("loss", "draw", "win")  # a position's result from its side to move's view, by its byte
ENDS = ("rules", "adjudicated", "unbalanced", "no-start")
OUTCOMES = ("none", "first-wins", "second-wins", "draw")  # the first player's, by its byte
FIRST_TO_MOVE, IN_CHECK, QUIET = 1, 2, 4
GAME_END_SCORE, MAX_CENTI_SCORE = 30000, 29000


class DataError(Exception):
    """A file that is not a data file of this format, or a damaged one."""


@dataclasses.dataclass
class Position:
    position: str
    best_move: str
    score: int  # the search's, side to move's view, centi units; beyond MAX_CENTI_SCORE a game end found
    ply: int
    first_player_to_move: bool
    in_check: bool
    quiet: bool
    result: int  # 0 loss, 1 draw, 2 win (side to move)

    @property
    def result_value(self):
        return self.result / 2


@dataclasses.dataclass
class Game:
    index: int
    outcome: int  # OUTCOMES
    end: int  # ENDS
    positions: list


@dataclasses.dataclass
class Header:
    settings: str  # "key=value" lines that decide the games (the run's identity)
    notes: str  # lines that do not (the command line, the shard)

    def setting(self, key):
        for line in self.settings.splitlines():
            name, _, value = line.partition("=")
            if name == key:
                return value
        return None


@dataclasses.dataclass
class Filter:
    """The filters of `uiw-datagen dump|stats|terms`, with the same option names."""

    skip_in_check: bool = False
    quiet_only: bool = False
    max_score: int = None
    min_ply: int = 0

    def keeps(self, p):
        return (
            not (self.skip_in_check and p.in_check)
            and not (self.quiet_only and not p.quiet)
            and not (self.max_score is not None and abs(p.score) > self.max_score)
            and p.ply >= self.min_ply
        )

    def text(self):
        parts = []
        if self.skip_in_check:
            parts.append("not in check")
        if self.quiet_only:
            parts.append("quiet best move")
        if self.max_score is not None:
            parts.append(f"|score| <= {self.max_score}")
        if self.min_ply > 0:
            parts.append(f"ply >= {self.min_ply}")
        return ", ".join(parts) or "none"

    @staticmethod
    def add_arguments(parser):
        parser.add_argument("--skip-in-check", action="store_true", help="leave out positions in check")
        parser.add_argument("--quiet-only", action="store_true", help="keep positions whose best move is quiet")
        parser.add_argument("--max-score", type=int, metavar="CP", help="leave out |score| above CP")
        parser.add_argument("--min-ply", type=int, default=0, metavar="P", help="leave out positions before ply P")

    @staticmethod
    def from_arguments(args):
        return Filter(args.skip_in_check, args.quiet_only, args.max_score, args.min_ply)


def _checksum(data):
    """FNV-1a, 32 bits: the blocks' checksum."""
    h = 2166136261
    for byte in data:
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


class DataFile:
    """A data file read game by game. A last block cut short (a run killed while writing it, or one still
    running) ends the reading: `truncated_at` then holds its offset. A damaged block raises DataError."""

    def __init__(self, path):
        self.path = path
        self.truncated_at = None
        with open(path, "rb") as f:
            self._data = f.read()
        data = self._data
        if data[: len(MAGIC)] != MAGIC or len(data) < len(MAGIC) + 4:
            raise DataError(f"{path}: not a uiw-datagen data file")
        (version,) = struct.unpack_from("<I", data, len(MAGIC))
        if version != VERSION:
            raise DataError(f"{path}: format version {version} (this reader reads version {VERSION})")
        at = len(MAGIC) + 4
        texts = []
        for _ in range(2):
            if at + 4 > len(data):
                raise DataError(f"{path}: its header is cut short")
            (n,) = struct.unpack_from("<I", data, at)
            if at + 4 + n > len(data):
                raise DataError(f"{path}: its header is cut short")
            texts.append(data[at + 4 : at + 4 + n].decode("utf-8"))
            at += 4 + n
        self.header = Header(*texts)
        self._start = at

    def games(self):
        data, at = self._data, self._start
        while at < len(data):
            if at + 8 > len(data):
                self.truncated_at = at
                return
            if data[at : at + 4] != BLOCK_TAG:
                raise DataError(f"{self.path}: block at byte {at}: no block begins here (damaged)")
            (length,) = struct.unpack_from("<I", data, at + 4)
            end = at + 8 + length + 4
            if end > len(data):
                self.truncated_at = at
                return
            payload = data[at + 8 : at + 8 + length]
            (check,) = struct.unpack_from("<I", data, at + 8 + length)
            if check != _checksum(payload):
                raise DataError(f"{self.path}: block at byte {at}: its checksum does not match (damaged)")
            yield _decode_game(payload, self.path, at)
            at = end


def _decode_game(payload, path, at):
    try:
        index, outcome, end, _, count = struct.unpack_from("<QBBHI", payload, 0)
        offset = 16
        positions = []
        for _ in range(count):
            (n,) = struct.unpack_from("<H", payload, offset)
            position = payload[offset + 2 : offset + 2 + n].decode("utf-8")
            offset += 2 + n
            (n,) = struct.unpack_from("<H", payload, offset)
            move = payload[offset + 2 : offset + 2 + n].decode("utf-8")
            offset += 2 + n
            score, ply, flags, result = struct.unpack_from("<hIBB", payload, offset)
            offset += 8
            positions.append(
                Position(position, move, score, ply, bool(flags & FIRST_TO_MOVE), bool(flags & IN_CHECK),
                         bool(flags & QUIET), result))
        if offset != len(payload) or outcome >= len(OUTCOMES) or end >= len(ENDS):
            raise DataError(f"{path}: block at byte {at}: malformed")
        return Game(index, outcome, end, positions)
    except (struct.error, UnicodeDecodeError) as e:
        raise DataError(f"{path}: block at byte {at}: malformed ({e})") from e


def write(path, header, games):
    """Writes a data file: `header` a Header, `games` Game records (for tests and made-up data)."""
    with open(path, "wb") as f:
        f.write(MAGIC + struct.pack("<I", VERSION))
        for text in (header.settings, header.notes):
            raw = text.encode("utf-8")
            f.write(struct.pack("<I", len(raw)) + raw)
        for game in games:
            payload = bytearray(struct.pack("<QBBHI", game.index, game.outcome, game.end, 0, len(game.positions)))
            for p in game.positions:
                for text in (p.position, p.best_move):
                    raw = text.encode("utf-8")
                    payload += struct.pack("<H", len(raw)) + raw
                flags = (FIRST_TO_MOVE if p.first_player_to_move else 0) | (IN_CHECK if p.in_check else 0) | (
                    QUIET if p.quiet else 0)
                payload += struct.pack("<hIBB", p.score, p.ply, flags, p.result)
            f.write(BLOCK_TAG + struct.pack("<I", len(payload)) + payload + struct.pack("<I", _checksum(payload)))


def load(path, filter=Filter()):
    """The kept positions of a file for a trainer: a dict of `positions` and `best_moves` (lists of str)
    and NumPy arrays `score` (int32, centi units, side to move), `result` (float32: 1 win, 0.5 draw,
    0 loss, side to move), `ply` (int32), `game` (int64: each position's game number)."""
    import numpy as np

    data = DataFile(path)
    positions, moves, scores, results, plies, games = [], [], [], [], [], []
    for game in data.games():
        for p in game.positions:
            if filter.keeps(p):
                positions.append(p.position)
                moves.append(p.best_move)
                scores.append(p.score)
                results.append(p.result_value)
                plies.append(p.ply)
                games.append(game.index)
    return {
        "header": data.header,
        "positions": positions,
        "best_moves": moves,
        "score": np.array(scores, dtype=np.int32),
        "result": np.array(results, dtype=np.float32),
        "ply": np.array(plies, dtype=np.int32),
        "game": np.array(games, dtype=np.int64),
    }


def dump_lines(path, filter=Filter()):
    """The lines `uiw-datagen dump` prints for the file (the round-trip test compares them)."""
    data = DataFile(path)
    yield f"# uiw-datagen data, format {VERSION}"
    for line in data.header.settings.splitlines():
        yield "# setting " + line
    for line in data.header.notes.splitlines():
        yield "# note " + line
    yield "# filters: " + filter.text()
    for game in data.games():
        yield f"game {game.index} {ENDS[game.end]} {OUTCOMES[game.outcome]}"
        for p in game.positions:
            if filter.keeps(p):
                flags = ("c" if p.in_check else "") + ("q" if p.quiet else "") or "-"
                yield f"{game.index} {p.ply} {p.score} {p.best_move} {RESULTS[p.result]} {flags} {p.position}"
    if data.truncated_at is not None:
        print(f"iwdata: warning: {path}: a block cut short at byte {data.truncated_at} is left out", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description="Reads uiw-datagen data files.")
    sub = parser.add_subparsers(dest="command", required=True)
    dump = sub.add_parser("dump", help="the file as `uiw-datagen dump` writes it")
    dump.add_argument("file")
    Filter.add_arguments(dump)
    args = parser.parse_args()
    try:
        for line in dump_lines(args.file, Filter.from_arguments(args)):
            print(line)
    except (OSError, DataError) as e:
        print(f"iwdata: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
