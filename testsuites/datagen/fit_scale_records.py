#!/usr/bin/python3
"""scripts/fit-score-scale on uiw-referee records recovers a known scale: games of one move whose
results are drawn (seeded) from sigmoid(K* x score + c*) of the move's mover, half of them
after an opening of one ply (so the record's first move is the second side's, and "1-0" is a loss for its
mover), find K* within 5% and c* within 0.02. A third set of games starts from a position string, whose first mover a
reader that knows no game cannot tell: their results are the opposite of what their scores say, so the
fit misses K* unless it leaves them out as it must. A fit that read every first move as the first side's
would see the odd openings' results reversed and miss K* too. A line that is not a JSON record, and a
score that is not a number, stop the fit with an error naming the line; so does a data file that
uiw-datagen cannot read.

  fit_scale_records.py
"""

import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "scripts", "fit-score-scale")
K_TRUE, C_TRUE = 0.004, -0.05
GAMES = 40000


def game(opening, result, score):
    """A record of one move whose mover scores `score`."""
    move = {"move": "m1", "cp": int(score), "depth": 5}
    return {"game": "test", "opening": opening, "result": result, "moves": [move]}


def main():
    rng = np.random.default_rng(7)
    path = os.path.join(tempfile.mkdtemp(prefix="fit-scale-"), "games.jsonl")
    with open(path, "w", encoding="utf-8") as out:
        for i in range(GAMES):
            score = rng.normal(0, 300)
            mover_wins = rng.random() < 1 / (1 + np.exp(-(K_TRUE * score + C_TRUE)))
            odd = i % 2 == 1  # an opening of one ply: the record's first move is the second side's
            first_wins = mover_wins != odd
            opening = "startpos moves a1" if odd else "startpos"
            out.write(json.dumps(game(opening, "1-0" if first_wins else "0-1", score)) + "\n")
        for _ in range(GAMES // 4):  # from a position string: left out, or the fit is spoiled
            score = rng.normal(0, 300)
            out.write(json.dumps(game("fen somewhere", "0-1" if score > 0 else "1-0", score)) + "\n")
        out.write(json.dumps({"game": "test", "opening": "startpos", "result": "*", "moves": []}) + "\n")
    run = subprocess.run([sys.executable, SCRIPT, path], capture_output=True, text=True, check=False)
    print(run.stdout + run.stderr, end="")
    if run.returncode != 0:
        sys.exit("fit-score-scale failed")
    found = re.search(r"(\d+) positions, K ([-0-9.e]+), c ([-0-9.]+)", run.stdout)
    if not found:
        sys.exit("no fit in the output")
    positions, k, c = int(found.group(1)), float(found.group(2)), float(found.group(3))
    problems = []
    if positions != GAMES:
        problems.append(f"{positions} positions read, not the {GAMES} of the games from the start")
    if abs(k - K_TRUE) > 0.05 * K_TRUE:
        problems.append(f"K {k} is not within 5% of {K_TRUE}")
    if abs(c - C_TRUE) > 0.02:
        problems.append(f"c {c} is not within 0.02 of {C_TRUE}")
    if "left out" not in run.stderr:
        problems.append("the games from a position string were not reported as left out")
    # A record that is not JSON, or a score that is not a number, stops the fit naming the line.
    text_score = json.dumps(game("startpos", "1-0", 0) | {"moves": [{"cp": "12"}]})
    for bad, said in [("{not json", "games.jsonl:2: not a JSON record"), (text_score, "games.jsonl:2: move 1's cp")]:
        with open(path, "w", encoding="utf-8") as out:
            out.write(json.dumps(game("startpos", "1-0", 10)) + "\n" + bad + "\n")
        refused = subprocess.run([sys.executable, SCRIPT, path], capture_output=True, text=True, check=False)
        if refused.returncode == 0 or said not in refused.stderr or "Traceback" in refused.stderr:
            problems.append(f"a bad line ({bad[:20]}) was not refused with '{said}': {refused.stderr.strip()[-200:]}")
    # A data file uiw-datagen cannot read stops it too, with uiw-datagen's reason.
    bad_data = os.path.join(os.path.dirname(path), "bad.iwd")
    with open(bad_data, "w", encoding="utf-8") as out:
        out.write("not a data file\n")
    refused = subprocess.run([sys.executable, SCRIPT, bad_data], capture_output=True, text=True, check=False)
    if refused.returncode == 0 or "bad.iwd: uiw-datagen dump failed" not in refused.stderr or "Traceback" in refused.stderr:
        problems.append(f"a bad data file was not refused: {refused.stderr.strip()[-200:]}")
    if problems:
        sys.exit("; ".join(problems))
    print(f"recovered K {k:.6f} (true {K_TRUE}) and c {c:.4f} (true {C_TRUE}) from {positions} positions")


if __name__ == "__main__":
    main()
