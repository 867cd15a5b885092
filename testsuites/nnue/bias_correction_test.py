"""scripts/nnue/train.py --bias-correction: a network trained on from a file starts on the rounding grid, and
steps smaller than half a grid step, taken the same way by many weights, round back to the grid together.
rounding_drift() measures the shift that leaves in each hidden sum (a known answer here: every weight moved
by +0.3 of a step gives -0.3 step per active input), and the bias it corrects makes the written file's
output closer to the float network's than plain rounding does, and closer than the correction taken the
wrong way round."""

import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "nnue"))
import nnue_file  # noqa: E402
import train  # noqa: E402

INPUTS, HIDDEN, K = 40, 32, 400


def output(w1, b1, w2, b2, stm, other):
    """The float network's output x K for padded input lists (the padding is input INPUTS)."""
    net = train.Network(INPUTS, HIDDEN, "screlu")
    with torch.no_grad():
        net.ft.weight[:INPUTS] = torch.from_numpy(w1).float()
        net.ft.weight[INPUTS].zero_()
        net.ft_bias.copy_(torch.from_numpy(b1).float())
        net.out.weight[0] = torch.from_numpy(w2).float()
        net.out.bias.fill_(b2)
        return net(torch.from_numpy(stm), torch.from_numpy(other)).double().numpy() * K


def written(w1, b1, w2, b2, stm, other):
    """What the engine computes from the file: its integer arithmetic, done in NumPy (nnue_file.py)."""
    w1q, b1q, w2q, b2q, clipped = nnue_file.quantize(w1, b1, w2, b2, "screlu")
    assert clipped == 0
    f = nnue_file.NetworkFile(nnue_file.encode("steere", "test", 1, "screlu", K, "", w1q, b1q, w2q, b2q))
    return np.array([f.evaluate(s[s != INPUTS], o[o != INPUTS]) for s, o in zip(stm, other)], dtype=np.float64)


def main():
    rng = np.random.default_rng(3)
    step = 1.0 / nnue_file.QA
    # On the grid (a file read back), then every input weight moved by +0.3 of a step: rounding undoes it all.
    w1 = np.round(rng.uniform(-0.1, 0.1, (INPUTS, HIDDEN)) / step) * step + 0.3 * step
    b1 = np.round(rng.uniform(0.2, 0.4, HIDDEN) / step) * step
    w2 = rng.uniform(-0.5, 0.5, 2 * HIDDEN)
    b2 = 0.01
    # Positions with 6 to 12 active inputs a side, padded.
    rows = 400
    stm = np.full((rows, 12), INPUTS, dtype=np.int64)
    other = np.full((rows, 12), INPUTS, dtype=np.int64)
    counts = []
    for r in range(rows):
        for side in (stm, other):
            k = int(rng.integers(6, 13))
            side[r, :k] = rng.choice(INPUTS, k, replace=False)
            counts.append(k)
    training = {"stm": stm, "other": other, "score": np.zeros(rows)}

    w1q = nnue_file.quantize(w1, b1, w2, b2, "screlu")[0]
    drift = train.rounding_drift(w1, w1q, training, rows)
    expected = -0.3 * step * np.mean(counts)  # the same for every neuron
    assert drift.shape == (HIDDEN,)
    assert np.allclose(drift, expected, atol=1e-9), (drift[:4], expected)

    floats = output(w1, b1, w2, b2, stm, other)
    plain = np.abs(written(w1, b1, w2, b2, stm, other) - floats).mean()
    corrected = np.abs(written(w1, b1 - drift, w2, b2, stm, other) - floats).mean()
    wrong_way = np.abs(written(w1, b1 + drift, w2, b2, stm, other) - floats).mean()
    print(f"mean |file - float| x K: plain rounding {plain:.2f}, corrected {corrected:.2f}, "
          f"the correction's sign inverted {wrong_way:.2f}")
    assert corrected < 0.5 * plain, (corrected, plain)
    assert wrong_way > plain, (wrong_way, plain)
    print("ok: the drift is the known shift, and taking it off the biases brings the file to the float network")


if __name__ == "__main__":
    main()
