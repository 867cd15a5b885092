"""Trains a game's network (README, "Learned evaluation") and writes the file the engine loads.

    /usr/bin/python3 scripts/nnue/train.py --game GAME --data FILE [--data FILE]... --output NET [options]

Data: uiw-datagen's files (`uiw-datagen play`), with its filters. The inputs come from the engine's own
feature code: `uiw-datagen features` turns the kept positions into the active inputs of both sides, so the
trainer and the engine cannot disagree about what an input means; the scores, results and games come from
the Python reader scripts/training/iwdata.py with the same filters.

The network (engine/core/nnue/network.h): one first layer shared by both perspectives (an EmbeddingBag over
the active features plus a bias), [side to move's H | other side's H], clipped ReLU or its square, one
output. The target is a blend: lambda x sigmoid(score / K) + (1 - lambda) x result; the loss the mean
squared difference of sigmoid(output) from it. K (`--scale`) is fitted to the data first when not given
(the K that best predicts the results from the scores, as Texel's method fits it), and the engine's
evaluation is output x K, in the data's units.

Seeded and reproducible (the same data, seed and --threads give the same file). Prints a progress line
with the loss and the time left; writes the loss curves (CSV, and an SVG through gnuplot); then checks the
written file: the engine's evaluation of validation positions (`uiw-datagen terms --eval-only` with the
file as EvalFile) against the float network's, within a stated bound.

Python 3 with Debian's python3-torch and python3-numpy (scripts/setup installs them).
"""

import argparse
import math
import os
import shlex
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts", "training"))
import iwdata  # noqa: E402
import nnue_file  # noqa: E402

GAME_END_SCORE = iwdata.MAX_CENTI_SCORE  # beyond: a game end the search found
WEIGHT_LIMIT = 1.98  # |weights| of both layers: int16 accumulators stay in range, |w2| x qa <= 32767


def parse_arguments(argv):
    p = argparse.ArgumentParser(description="Train a game's NNUE network and write the engine's network file.")
    p.add_argument("--game", required=True, help="the registry's id: rodeffer, steere, inchworm-chess, ...")
    p.add_argument("--data", action="append", required=True, metavar="FILE",
                   help="a uiw-datagen data file (repeat; each under the rules its header names)")
    p.add_argument("--output", required=True, metavar="NET", help="the network file to write")
    p.add_argument("--hidden", type=int, default=None,
                   help="neurons per perspective (a multiple of 32; default 128, with --init the file's). With --init "
                        "a larger size widens the file's network: its neurons are kept and the new ones start with "
                        "output weight zero, so the network starts computing exactly what the file did")
    p.add_argument("--activation", choices=["screlu", "crelu"], default="screlu")
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch", type=int, default=4096)
    p.add_argument("--lr", type=float, default=2e-3, help="Adam's learning rate; x0.3 at 60%% and 85%% of the epochs")
    p.add_argument("--weight-decay", type=float, default=0.0, metavar="W",
                   help="AdamW's decoupled weight decay (0: plain Adam): a penalty on large weights, for a net "
                        "large for its data")
    p.add_argument("--factorize", action="store_true",
                   help="train a coarser virtual input beside each input, added into it in the file (the chess "
                        "games: a piece and its part on any square)")
    p.add_argument("--lambda", dest="lam", type=float, default=0.7, help="the score's weight in the target")
    p.add_argument("--scale", default="auto", help="K: score units per logit, or auto (fitted to the data; with "
                   "--init, the file's K)")
    p.add_argument("--init", metavar="NET", help="start from this network file (the previous round's) instead of "
                   "random weights: its activation and K are kept, its shape too unless --hidden widens it, and "
                   "epoch 0 is its own validation loss")
    p.add_argument("--init-other-game", action="store_true",
                   help="--init may be another game's network with the same inputs (Long Worm Chess's as the start "
                        "of Inchworm Chess's); the file written is this game's")
    iwdata.Filter.add_arguments(p)  # the filters of uiw-datagen, applied when the data is read
    p.add_argument("--validation", type=float, default=0.1, help="the share of games held out")
    p.add_argument("--validation-from", choices=["all", "last"], default="all",
                   help="hold out games of every --data file, or of the last one only (with --init on an older "
                        "round's data beside new games: the games the starting network trained on stay out of "
                        "the held-out set, which would flatter its epoch 0)")
    p.add_argument("--keep", choices=["best", "last"], default="best",
                   help="write the epoch with the lowest validation loss, or the last")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=1, help="torch's threads (the file depends on it)")
    p.add_argument("--curves", metavar="SVG", help="the loss curves' picture (default: NET's name + .svg)")
    p.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "uiw-datagen"), help="the uiw-datagen binary")
    p.add_argument("--work", metavar="DIR", help="keep the feature arrays here (default: a temporary folder)")
    p.add_argument("--check-bound", type=float, default=None,
                   help="the largest |engine - float| allowed in the file check (default: 4%% of K + 2)")
    p.add_argument("--check-positions", type=int, default=200)
    p.add_argument("--quantize-aware", action="store_true",
                   help="train through the file's rounding: every forward pass uses the weights rounded as the file "
                   "stores them, the gradient passing through the rounding unchanged (straight-through), so that "
                   "steps smaller than one grid step add up until a weight crosses to the next")
    p.add_argument("--bias-correction", type=int, default=0, metavar="N",
                   help="before the file is written, take off each hidden bias the mean error that rounding the "
                   "input weights makes in its sum over N training positions (0: off, the rounds before 9's)")
    p.add_argument("--loss-below", type=float, default=None,
                   help="fail (status 3) unless the last training loss is below this (for tests)")
    p.add_argument("--sabotage-gradient", action="store_true", help=argparse.SUPPRESS)  # tests only: ascends
    args = p.parse_args(argv)
    if args.quantize_aware and args.bias_correction:
        p.error("--bias-correction corrects plain rounding; a --quantize-aware network is trained on the rounded weights")
    if args.max_score is None:
        args.max_score = GAME_END_SCORE - 1  # by default only the game ends the search found are left out
    return args


def log(*parts):
    print(*parts, flush=True)


def duration(seconds):
    seconds = int(seconds)
    if seconds >= 3600:
        return f"{seconds // 3600}h{seconds % 3600 // 60:02d}m"
    return f"{seconds // 60}m{seconds % 60:02d}s"


# ----- data --------------------------------------------------------------------------------------------


def filter_words(args):
    """The filters as uiw-datagen's options (the same names as iwdata.Filter's)."""
    words = ["--max-score", str(args.max_score)]
    if args.skip_in_check:
        words.append("--skip-in-check")
    if args.quiet_only:
        words.append("--quiet-only")
    if args.min_ply:
        words += ["--min-ply", str(args.min_ply)]
    return words


def features(args, path, folder):
    """The kept positions' active inputs of both sides, from `uiw-datagen features` (the engine's own code)."""
    command = [args.tool, "features", "--data", path, "--out", folder] + filter_words(args)
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(map(shlex.quote, command))} failed:\n{done.stderr}")
    meta = dict(line.split("=", 1) for line in open(os.path.join(folder, "meta.txt")).read().splitlines() if "=" in line)
    arrays = {name: np.load(os.path.join(folder, name + ".npy")) for name in
              ("stm_indices", "stm_offsets", "other_indices", "other_offsets")}
    return meta, arrays


def longest(offsets):
    counts = np.diff(offsets)
    return max(1, int(counts.max()) if len(counts) else 1)


def padded(indices, offsets, width, pad):
    """CSR lists -> a rows x width int64 array, padded with `pad` (the EmbeddingBag's padding input)."""
    counts = np.diff(offsets)
    out = np.full((len(counts), width), pad, dtype=np.int64)
    rows = np.repeat(np.arange(len(counts)), counts)
    cols = np.arange(len(indices)) - np.repeat(offsets[:-1], counts)
    out[rows, cols] = indices
    return out


def load_data(args, work):
    """Every --data file's kept positions: the inputs from uiw-datagen features, the scores, results and
    position strings from the Python reader with the same filters (the same positions in the same order;
    a file still being written could differ between the two readings, so copy a live file first)."""
    parts, meta = [], None
    selection = iwdata.Filter(args.skip_in_check, args.quiet_only, args.max_score, args.min_ply)
    for i, path in enumerate(args.data):
        m, a = features(args, path, os.path.join(work, f"features-{i}"))
        loaded = iwdata.load(path, selection)
        if len(loaded["score"]) != int(m["positions"]):
            sys.exit(f"{path}: uiw-datagen features kept {m['positions']} positions, the Python reader "
                     f"{len(loaded['score'])} (a file still being written? copy it first)")
        if m["game"] != args.game:
            sys.exit(f"{path}: data of {m['game']}, not of {args.game}")
        log(f"{path}: {m['positions']} positions (filters: {m['filters']}), rules {m['rules'] or 'none'}")
        if meta and (m["features"], m["feature_version"]) != (meta["features"], meta["feature_version"]):
            sys.exit(f"{path}: other inputs than the files before it")
        meta = m
        a["score"], a["result"], a["ply"] = loaded["score"], loaded["result"], loaded["ply"]
        a["game"] = loaded["game"] + (i << 40)  # games of different files are different games
        a["file"] = np.full(len(loaded["score"]), i, dtype=np.int64)
        a["row"] = np.arange(len(loaded["score"]), dtype=np.int64)  # the position's place in its file
        parts.append(a)
    inputs = int(meta["inputs"])
    data = {k: np.concatenate([p[k] for p in parts]) for k in ("score", "result", "ply", "game", "file", "row")}
    for side in ("stm", "other"):
        width = max(longest(p[side + "_offsets"]) for p in parts)
        data[side] = np.concatenate([padded(p[side + "_indices"], p[side + "_offsets"], width, inputs) for p in parts])
    return meta, data


def select(data, keep):
    return {k: v[keep] for k, v in data.items()}


def fit_scale(score, result):
    """Texel's K: the scale whose sigmoid(score / K) best predicts the results (least squares), by golden
    section over 50..20000. None when the results cannot tell (all draws)."""
    if len(score) == 0 or np.all(result == 0.5):
        return None

    def error(k):
        return float(np.mean((1 / (1 + np.exp(-score / k)) - result) ** 2))

    lo, hi = math.log(50), math.log(20000)
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    for _ in range(60):
        if error(math.exp(a)) < error(math.exp(b)):
            hi = b
        else:
            lo = a
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    return int(round(math.exp((lo + hi) / 2)))


# ----- the network -------------------------------------------------------------------------------------


def factors(feature_set, inputs):
    """The virtual inputs of `--factorize`: for each input, the index of the coarser input it also trains
    (the same piece and part of it on any square, for the chess games' `wormchess-pieces`: input // 64),
    or None where a feature set has none. Its weights are added to the input's own when the file is
    written, so the engine reads one ordinary layer; in training every position of a piece teaches its
    shared part, which the few games of a first round cannot teach 64 squares one by one."""
    if feature_set == "wormchess-pieces":
        squares = 64
        real = (inputs // squares) * squares  # a trailing flag (relative halflings) has a factor of its own
        mapping = np.concatenate([np.arange(real) // squares, real // squares + np.arange(inputs - real)])
        return mapping.astype(np.int64)
    return None


class Network(torch.nn.Module):
    def __init__(self, inputs, hidden, activation, factor_map=None):
        super().__init__()
        self.inputs = inputs
        self.activation = activation
        self.quantize_aware = False  # --quantize-aware
        # --factorize: input i also sums the virtual input factor_map[i] (zero at the start).
        self.factor_map = None
        if factor_map is not None:
            count = int(factor_map.max()) + 1
            self.factor_map = torch.from_numpy(np.append(factor_map, count))  # the padding maps to padding
            self.factor = torch.nn.EmbeddingBag(count + 1, hidden, mode="sum", padding_idx=count)
            with torch.no_grad():
                self.factor.weight.zero_()
        # One extra input: the padding of shorter lists, always zero.
        self.ft = torch.nn.EmbeddingBag(inputs + 1, hidden, mode="sum", padding_idx=inputs)
        self.ft_bias = torch.nn.Parameter(torch.zeros(hidden))
        self.out = torch.nn.Linear(2 * hidden, 1)
        with torch.no_grad():
            # Small first-layer weights, so that a position's sum starts inside the clipped range.
            self.ft.weight.uniform_(-0.05, 0.05)
            self.ft.weight[inputs].zero_()
            self.ft_bias.fill_(0.25)
            self.out.weight.uniform_(-0.5 / math.sqrt(hidden), 0.5 / math.sqrt(hidden))
            self.out.bias.zero_()

    def first_layer(self, active):
        if self.quantize_aware:
            weights = straight_through_round(self.folded_weights(), nnue_file.QA)
            return (torch.nn.functional.embedding_bag(active, weights, mode="sum", padding_idx=self.inputs)
                    + straight_through_round(self.ft_bias, nnue_file.QA))
        sums = self.ft(active) + self.ft_bias
        if self.factor_map is not None:
            sums = sums + self.factor(self.factor_map[active])
        return sums

    def folded_weights(self):
        """Each input's weights plus its factor's (the file's first layer), the padding row last; with the
        gradient."""
        if self.factor_map is None:
            return self.ft.weight
        return self.ft.weight + self.factor.weight[self.factor_map]

    def input_weights(self):
        """The first layer as the engine reads it: each input's weights plus its factor's."""
        return self.folded_weights().detach()[: self.inputs]

    def forward(self, stm, other):
        a = torch.cat([self.first_layer(stm), self.first_layer(other)], dim=1)
        a = torch.clamp(a, 0.0, 1.0)
        if self.activation == "screlu":
            a = a * a
        if self.quantize_aware:
            weight = straight_through_round(self.out.weight, nnue_file.QB)
            bias = straight_through_round(self.out.bias, nnue_file.QA * nnue_file.QB)
            return torch.nn.functional.linear(a, weight, bias).squeeze(1)
        return self.out(a).squeeze(1)

    def clip(self):
        with torch.no_grad():
            self.ft.weight.clamp_(-WEIGHT_LIMIT, WEIGHT_LIMIT)
            self.ft_bias.clamp_(-WEIGHT_LIMIT, WEIGHT_LIMIT)
            self.out.weight.clamp_(-WEIGHT_LIMIT, WEIGHT_LIMIT)
            if self.factor_map is not None:  # the sums are clipped again when the file is written
                self.factor.weight.clamp_(-WEIGHT_LIMIT, WEIGHT_LIMIT)


def read_init(args, meta):
    """--init: the network file, refused unless it is of the data's inputs and of this game (of another game
    too with --init-other-game)."""
    start = nnue_file.read(args.init)
    if start.game != args.game and not args.init_other_game:
        sys.exit(f"--init {args.init}: a network of {start.game}, not {args.game} (--init-other-game allows it "
                 f"when the inputs are the same)")
    wanted = (meta["features"], int(meta["feature_version"]), int(meta["inputs"]))
    found = (start.feature_set, start.feature_version, start.inputs)
    if found != wanted:
        sys.exit(f"--init {args.init}: inputs {found[0]} v{found[1]} ({found[2]}), the data's are {wanted[0]} "
                 f"v{wanted[1]} ({wanted[2]})")
    return start


def init_hidden(hidden, start):
    """The hidden size of a network trained on from `start`: the file's, or --hidden to widen it."""
    if hidden is not None and hidden < start.hidden:
        sys.exit(f"--hidden {hidden}: the --init network has {start.hidden} neurons per perspective, and a network "
                 f"can be widened only")
    return hidden or start.hidden


def load_init(net, start, factor_map):
    """--init: the network file `start` back to floats (the inverse of nnue_file.quantize), into `net`. A
    factorized net starts with its factors at zero: the file holds each input's weights with its factor's
    already added in. A wider `net` (--hidden) keeps the file's neurons first in each half; its new neurons
    keep their random input weights but get output weight zero, so that it computes what the file did."""
    h, wide = start.hidden, net.ft_bias.shape[0]
    with torch.no_grad():
        net.ft.weight[: start.inputs, :h] = torch.from_numpy(start.w1.astype(np.float32) / start.qa)
        net.ft_bias[:h] = torch.from_numpy(start.b1.astype(np.float32) / start.qa)
        w2 = torch.from_numpy(start.w2.astype(np.float32) / start.qb)
        net.out.weight.zero_()
        net.out.weight[0, :h] = w2[:h]  # the side to move's half
        net.out.weight[0, wide : wide + h] = w2[h:]  # the other side's
        net.out.bias.fill_(start.b2 / (start.qa * start.qb))
        if factor_map is not None:
            net.factor.weight.zero_()


def targets(data, scale, lam):
    score = torch.from_numpy(data["score"].astype(np.float32))
    result = torch.from_numpy(data["result"].astype(np.float32))
    return lam * torch.sigmoid(score / scale) + (1 - lam) * result


def scores_loss(data, scale, lam):
    """The loss of the data's own search scores as the prediction: the network's reference."""
    score = torch.from_numpy(data["score"].astype(np.float32))
    return float(torch.mean((torch.sigmoid(score / scale) - targets(data, scale, lam)) ** 2))


def evaluate_loss(net, data, target, batch):
    net.eval()
    total, n = 0.0, len(target)
    with torch.no_grad():
        for at in range(0, n, batch):
            stm = torch.from_numpy(data["stm"][at : at + batch])
            other = torch.from_numpy(data["other"][at : at + batch])
            total += float(torch.sum((torch.sigmoid(net(stm, other)) - target[at : at + batch]) ** 2))
    net.train()
    return total / max(1, n)


def train(args, net, training, validation, scale):
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    target = targets(training, scale, args.lam)
    val_target = targets(validation, scale, args.lam)
    if args.weight_decay > 0:
        optimizer = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    else:
        optimizer = torch.optim.Adam(net.parameters(), lr=args.lr)
    milestones = [int(args.epochs * 0.6), int(args.epochs * 0.85)]
    schedule = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[m for m in milestones if m > 0], gamma=0.3)
    n = len(target)
    batches = max(1, math.ceil(n / args.batch))
    curves = []
    best = (float("inf"), 0, None)  # validation loss, epoch, weights
    if args.init and len(val_target):  # the starting network: epoch 0 (with --keep best, a candidate too)
        val0 = evaluate_loss(net, validation, val_target, args.batch)
        log(f"epoch 0 (the starting network {os.path.basename(args.init)}) validation {val0:.6f}")
        if args.keep == "best":
            best = (val0, 0, {k: v.clone() for k, v in net.state_dict().items()})
    start = last_line = time.time()
    for epoch in range(1, args.epochs + 1):
        order = rng.permutation(n)
        running, seen = 0.0, 0
        for b in range(batches):
            pick = order[b * args.batch : (b + 1) * args.batch]
            stm = torch.from_numpy(training["stm"][pick])
            other = torch.from_numpy(training["other"][pick])
            loss = torch.mean((torch.sigmoid(net(stm, other)) - target[pick]) ** 2)
            optimizer.zero_grad()
            loss.backward()
            if args.sabotage_gradient:
                for p in net.parameters():
                    if p.grad is not None:
                        p.grad.neg_()
            optimizer.step()
            net.clip()
            running += float(loss) * len(pick)
            seen += len(pick)
            now = time.time()
            if now - last_line >= 10:
                done = (epoch - 1) * batches + b + 1
                eta = (now - start) / done * (args.epochs * batches - done)
                log(f"epoch {epoch}/{args.epochs} batch {b + 1}/{batches} loss {running / seen:.6f} eta {duration(eta)}")
                last_line = now
        train_loss = running / max(1, seen)
        val_loss = evaluate_loss(net, validation, val_target, args.batch) if len(val_target) else float("nan")
        schedule.step()
        curves.append((epoch, train_loss, val_loss))
        if args.keep == "best" and val_loss < best[0]:
            best = (val_loss, epoch, {k: v.clone() for k, v in net.state_dict().items()})
        elapsed = time.time() - start
        eta = elapsed / epoch * (args.epochs - epoch)
        log(f"epoch {epoch}/{args.epochs} loss {train_loss:.6f} validation {val_loss:.6f} "
            f"lr {optimizer.param_groups[0]['lr']:.2e} elapsed {duration(elapsed)} eta {duration(eta)}")
    kept = len(curves)
    if best[2] is not None and best[1] != len(curves):
        net.load_state_dict(best[2])
        kept = best[1]
        log(f"keeping epoch {kept}: the lowest validation loss ({best[0]:.6f})"
            + (" (no epoch improved on the starting network)" if kept == 0 else ""))
    return curves, kept, (curves[kept - 1][2] if kept > 0 else best[0])


# ----- output ------------------------------------------------------------------------------------------


def write_curves(curves, csv_path, svg_path, title):
    with open(csv_path, "w") as f:
        f.write("epoch,training,validation\n")
        for epoch, t, v in curves:
            f.write(f"{epoch},{t:.8f},{v:.8f}\n")
    script = (f"set terminal svg size 800,500 dynamic background rgb 'white'\n"
              f"set output '{svg_path}'\nset datafile separator ','\nset key top right\nset grid\n"
              f"set title '{title}'\nset xlabel 'epoch'\nset ylabel 'loss (mean squared error of the win chance)'\n"
              f"plot '{csv_path}' using 1:2 every ::1 with linespoints title 'training', "
              f"'' using 1:3 every ::1 with linespoints title 'validation'\n")
    try:
        done = subprocess.run(["gnuplot"], input=script, text=True, capture_output=True)
    except FileNotFoundError:
        log("gnuplot is not installed (Debian: gnuplot-nox): no picture, the curves are in", csv_path)
        return
    if done.returncode != 0:
        log("gnuplot failed: no picture:", done.stderr.strip())


def straight_through_round(w, scale):
    """`w` rounded to the file's grid (steps of 1/scale) in the forward pass; the identity for the gradient."""
    return w + (torch.round(w * scale) / scale - w).detach()


def rounding_drift(w1, w1q, training, count):
    """The mean, over the first `count` training positions and both sides, of what rounding the input weights
    adds to each hidden neuron's sum. A network trained on from a file (--init) starts on the rounding grid, and
    steps smaller than one grid step move many of its weights the same way: rounded, they go back together, a
    shift of the sums (Steere's round 9: 56 on average where independent rounding errors give 24) that the
    bias can take back (bias correction, as post-training quantization does it)."""
    error = np.vstack([w1q.astype(np.float64) / nnue_file.QA - w1, np.zeros((1, w1.shape[1]))])  # + the padding
    bag = torch.nn.EmbeddingBag.from_pretrained(torch.from_numpy(error), mode="sum", padding_idx=len(w1))
    rows = min(count, len(training["score"]))
    with torch.no_grad():
        sums = [bag(torch.from_numpy(training[side][:rows])) for side in ("stm", "other")]
    return torch.cat(sums).mean(dim=0).numpy()


def write_network(args, net, meta, scale, description, training):
    w1 = net.input_weights().numpy().astype(np.float64)
    b1 = net.ft_bias.detach().numpy().astype(np.float64)
    w2 = net.out.weight.detach().numpy()[0].astype(np.float64)
    b2 = float(net.out.bias.detach().numpy()[0])
    w1q, b1q, w2q, b2q, clipped = nnue_file.quantize(w1, b1, w2, b2, args.activation)
    if args.bias_correction > 0:
        drift = rounding_drift(w1, w1q, training, args.bias_correction)
        log(f"bias correction: the rounding's mean drift of the hidden sums, largest {np.abs(drift).max():.5f}, "
            f"mean {np.abs(drift).mean():.5f} (one step {1 / nnue_file.QA:.5f}), taken off the biases")
        w1q, b1q, w2q, b2q, clipped = nnue_file.quantize(w1, b1 - drift, w2, b2, args.activation)
    if clipped:
        log(f"quantization clipped {clipped} values")
    data = nnue_file.encode(args.game, meta["features"], int(meta["feature_version"]), args.activation, scale,
                            description, w1q, b1q, w2q, b2q)
    with open(args.output, "wb") as f:
        f.write(data)
    return len(data)


def check_positions(args, validation, n, work):
    """The first `n` validation positions as a data file per --data file (its header: the game and the
    rules), and where each position sits among the `n`."""
    files = []
    for i in sorted(set(validation["file"][:n].tolist())):
        pick = np.nonzero(validation["file"][:n] == i)[0]
        wanted = set(validation["row"][pick].tolist())
        source = iwdata.DataFile(args.data[i])
        selection = iwdata.Filter(args.skip_in_check, args.quiet_only, args.max_score, args.min_ply)
        kept, row = [], 0
        for game in source.games():
            for p in game.positions:
                if selection.keeps(p):
                    if row in wanted:
                        kept.append(p)
                    row += 1
        path = os.path.join(work, f"check-{i}.iwd")
        iwdata.write(path, source.header, [iwdata.Game(0, 3, 0, kept)])
        files.append((path, pick))
    return files


def check_file(args, net, validation, scale, work):
    """The engine's evaluation of up to --check-positions validation positions with the written file
    (`uiw-datagen terms --eval-only` with EvalFile and Evaluation=network: Engine::static_eval) against the
    float network's (output x K, clamped as the engine clamps): the largest difference must stay within the
    bound; and against the file's integer arithmetic done in NumPy (nnue_file.py): exactly equal."""
    n = min(args.check_positions, len(validation["score"]))
    if n == 0:
        return True
    engine = np.zeros(n)
    for path, pick in check_positions(args, validation, n, work):
        out = os.path.join(work, "check.npy")
        command = [args.tool, "terms", "--data", path, "--eval-only", "--option", f"EvalFile={args.output}",
                   "--option", "Evaluation=network", "--out", out]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"the engine refused the network it was given: {done.stderr.strip()}")
        engine[pick] = np.load(out)[:, 2]  # the column `eval`
    net.eval()
    with torch.no_grad():
        y = net(torch.from_numpy(validation["stm"][:n]), torch.from_numpy(validation["other"][:n])).numpy()
    floats = np.clip(y.astype(np.float64) * scale, -28999, 28999)
    worst = float(np.max(np.abs(engine - floats)))
    bound = args.check_bound if args.check_bound is not None else 0.04 * scale + 2
    log(f"file check: the engine's evaluation of {n} validation positions against the float network's: "
        f"largest difference {worst:.1f}, mean {float(np.mean(np.abs(engine - floats))):.2f}, mean signed "
        f"{float(np.mean(engine - floats)):+.2f} (bound {bound:.1f})")
    written = nnue_file.read(args.output)
    pad = written.inputs
    exact = [min(28999, max(-28999, written.evaluate(s[s != pad], o[o != pad])))
             for s, o in zip(validation["stm"][:n], validation["other"][:n])]
    mismatches = int(np.sum(np.array(exact) != engine))
    log(f"file check: the engine's integer arithmetic against the file's, done in NumPy: {mismatches} of {n} differ")
    return worst <= bound and mismatches == 0


def main(argv):
    args = parse_arguments(argv)
    if args.hidden is not None and (args.hidden % 32 or not 32 <= args.hidden <= 2048):
        sys.exit("--hidden must be a multiple of 32 from 32 to 2048")
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    command = "scripts/nnue/train.py " + " ".join(map(shlex.quote, argv))
    log("train:", command)
    with tempfile.TemporaryDirectory() as temporary:
        work = args.work or temporary
        os.makedirs(work, exist_ok=True)
        meta, data = load_data(args, work)
        games = np.unique(data["game"])
        candidates = games if args.validation_from == "all" else np.unique(data["game"][data["file"] == data["file"].max()])
        rng = np.random.default_rng(args.seed)
        held = rng.permutation(candidates)[: int(round(len(candidates) * args.validation))]
        is_validation = np.isin(data["game"], held)
        if args.validation:
            log("held out: " + ", ".join(f"{len(np.unique(data['game'][is_validation & (data['file'] == i)]))} games of {path}"
                                         for i, path in enumerate(args.data)))
        training, validation = select(data, ~is_validation), select(data, is_validation)
        if len(training["score"]) == 0:
            sys.exit("no positions left to train on")
        start = read_init(args, meta) if args.init else None
        if start is not None:
            args.hidden, args.activation = init_hidden(args.hidden, start), start.activation
        args.hidden = args.hidden or 128
        if args.scale != "auto":
            scale = int(args.scale)
        elif start is not None:
            scale = start.scale  # the engine's evaluation keeps its units: output x K
        else:
            scale = fit_scale(data["score"].astype(np.float64), data["result"])
        if scale is None:
            scale = 400
            log("scale: the results cannot tell (all draws): K = 400")
        log(f"data: {len(data['score'])} positions of {len(games)} games ({len(training['score'])} training, "
            f"{len(validation['score'])} validation), inputs {meta['features']} v{meta['feature_version']} "
            f"({meta['inputs']}), K = {scale}, lambda = {args.lam}")
        held_out = validation if len(validation["score"]) else training
        if args.lam < 1:
            log(f"reference: the data's own search scores, sigmoid(score / K), have the loss "
                f"{scores_loss(held_out, scale, args.lam):.6f} on the {'validation' if held_out is validation else 'training'} "
                f"positions (a network below it predicts the target better than the evaluation that played)")
        else:
            log("reference: none (with lambda 1 the target is the search's scores themselves)")
        factor_map = None
        if args.factorize:
            factor_map = factors(meta["features"], int(meta["inputs"]))
            if factor_map is None:
                sys.exit(f"--factorize: the inputs {meta['features']} have no factors defined")
            log(f"factorized: {int(factor_map.max()) + 1} virtual inputs beside the {meta['inputs']}")
        net = Network(int(meta["inputs"]), args.hidden, args.activation, factor_map)
        net.quantize_aware = args.quantize_aware
        if start is not None:
            load_init(net, start, factor_map)
            log(f"init: {args.init} (a network of {start.game}: {start.inputs} inputs, 2x{start.hidden} hidden, "
                f"{start.activation}, K {start.scale})")
        curves, kept, kept_validation = train(args, net, training, validation, scale)
        final = curves[-1][1]
        kept_loss = f"loss {curves[kept - 1][1]:.6f}, " if kept > 0 else ""
        description = (f"{command} | {len(training['score'])} positions, epoch {kept} of {args.epochs}, "
                       f"{kept_loss}validation {kept_validation:.6f}, K {scale}")
        size = write_network(args, net, meta, scale, description, training)
        log(f"wrote {args.output}: {size} bytes, {meta['inputs']} inputs, 2x{args.hidden} hidden, {args.activation}")
        stem = os.path.splitext(args.output)[0]
        svg = args.curves or stem + ".svg"
        write_curves(curves, os.path.splitext(svg)[0] + ".csv", svg, f"{args.game}: {os.path.basename(args.output)}")
        if not check_file(args, net, validation if len(validation["score"]) else training, scale, work):
            log("file check failed: the engine's evaluation is not the float network's")
            return 4
    if args.loss_below is not None and not final < args.loss_below:
        log(f"the loss {final:.6f} is not below {args.loss_below}")
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
