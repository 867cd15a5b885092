#!/usr/bin/env python3
"""Records the input of a golden transcript in cutegames' order of commands, for any registered game.

Plays a match between two engine processes the way cutegames (kz04px/cutegames at 409ac9f, its generic
UGI game) drives them, and writes what engine 1 was sent, one command a line (the transcript's `.in`;
`scripts/transcripts --update` then writes the `.out`). The order (src/match/play.cpp):
  ugi; setoption for each option of the configuration, names verbatim; isready
  per game: isready, uginewgame to both; engine 1: position + query p1turn, which decides who starts;
  before every ply: engine 1 position + query p1turn; the mover: isready, position, position +
  query gameover, go; at the end each engine: isready, position, position + query gameover,
  position + query result.
Every `position` carries the whole game. A game whose engine answers `go` with an error line (a game
without a searcher yet) ends there, unless --random-plies N: then the first N plies that `go` refuses are
picked at random (seeded) among the legal moves (`go perft 1` to a third engine, not recorded), so that
positions with a history are asked about too. The closing questions are asked all the same.

  record_cutegames_order.py --engine build/bin/inchworm --option Game=steere --option Threads=1 \
      --games 2 --go 'go depth 2' > testsuites/protocol/steere/ugi_cutegames.in
"""
import argparse
import random
import subprocess
import sys


class Engine:
    def __init__(self, path, log):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.log = log

    def send(self, line):
        if self.log is not None:
            self.log.append(line)
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, first_word):
        """The first line whose first word is `first_word` (or an error line), as cutegames reads."""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                sys.exit("record: the engine ended")
            words = line.split()
            if words and (words[0] == first_word or words[0] == "error"):
                return words

    def query(self, what):
        self.send("query " + what)
        return self.wait_for("response")[1]

    def position(self, history):
        self.send("position startpos" + (" moves " + " ".join(history) if history else ""))

    def isready(self):
        self.send("isready")
        self.wait_for("readyok")

    def legal_moves(self, history):
        self.position(history)
        self.send("go perft 1")
        moves = []
        while True:
            words = self.proc.stdout.readline().split()
            if words[:2] == ["Nodes", "searched:"]:
                return moves
            if len(words) == 2 and words[0].endswith(":"):
                moves.append(words[0][:-1])

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=60)


def main():
    args = argparse.ArgumentParser()
    args.add_argument("--engine", required=True)
    args.add_argument("--option", action="append", default=[], help="NAME=VALUE, in the order sent")
    args.add_argument("--games", type=int, default=2)
    args.add_argument("--go", default="go depth 2")
    args.add_argument("--max-plies", type=int, default=400)
    args.add_argument("--random-plies", type=int, default=0)
    opts = args.parse_args()
    pick = random.Random(1)
    picker = Engine(opts.engine, None) if opts.random_plies else None
    if picker:
        picker.send("setoption name Game value " + dict(o.split("=", 1) for o in opts.option)["Game"])

    log = []
    engines = [Engine(opts.engine, log), Engine(opts.engine, None)]
    for seed, e in enumerate(engines, 1):
        e.send("ugi")
        e.wait_for("ugiok")
        e.send(f"setoption name Seed value {seed}")
        for option in opts.option:
            name, value = option.split("=", 1)
            e.send(f"setoption name {name} value {value}")
        e.isready()
    for game in range(opts.games):
        # Engine 1 plays the first player in even games, the second in odd ones.
        players = engines if game % 2 == 0 else engines[::-1]
        for e in engines:
            e.isready()
            e.send("uginewgame")
        history = []
        engines[0].position(history)
        engines[0].query("p1turn")
        stuck = False
        while not stuck and len(history) < opts.max_plies:
            engines[0].position(history)
            mover = players[0] if engines[0].query("p1turn") == "true" else players[1]
            mover.isready()
            mover.position(history)
            mover.position(history)
            if mover.query("gameover") == "true":
                break
            mover.send(opts.go)
            answer = mover.wait_for("bestmove")
            if answer[0] == "error":
                stuck = len(history) >= opts.random_plies
                if not stuck:
                    history.append(pick.choice(picker.legal_moves(history)))
            else:
                history.append(answer[1])
        for e in engines:
            e.isready()
            e.position(history)
            e.position(history)
            e.query("gameover")
            e.position(history)
            e.query("result")
    for e in engines + ([picker] if picker else []):
        e.close()
    log.pop()  # the closing `quit` is not cutegames'
    print("\n".join(log))


if __name__ == "__main__":
    main()
