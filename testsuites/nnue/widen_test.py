"""scripts/nnue/train.py --init NET --hidden H: a network file widened to H neurons per perspective starts
computing exactly what the file computes (its neurons first in each half, the new ones at output weight
zero), the new neurons still learn (their output weights get a gradient), and narrowing is refused."""

import os
import subprocess
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts", "nnue"))
import nnue_file  # noqa: E402
import train  # noqa: E402


def main():
    rng = np.random.default_rng(5)
    inputs = 40
    w1, b1 = rng.normal(0, 0.3, (inputs, 32)), rng.normal(0.3, 0.2, 32)
    w2, b2 = rng.normal(0, 0.5, 64), 0.1
    w1q, b1q, w2q, b2q, clipped = nnue_file.quantize(w1, b1, w2, b2, "screlu")
    assert clipped == 0
    start = nnue_file.NetworkFile(nnue_file.encode("g", "f", 1, "screlu", 400, "t", w1q, b1q, w2q, b2q))

    torch.manual_seed(3)
    narrow, wide = train.Network(inputs, 32, "screlu"), train.Network(inputs, 96, "screlu")
    train.load_init(narrow, start, None)
    train.load_init(wide, start, None)
    stm = torch.tensor([[0, 5, 17, inputs], [3, 39, inputs, inputs], [8, 9, 10, 11]])
    other = torch.tensor([[1, 2, inputs, inputs], [20, 21, 22, inputs], [inputs, inputs, inputs, inputs]])
    with torch.no_grad():
        assert torch.allclose(narrow(stm, other), wide(stm, other), atol=1e-6), (narrow(stm, other), wide(stm, other))
        # The file's neurons sit first in each half; the engine's integers give the same values.
        for i in range(3):
            s = [f for f in stm[i].tolist() if f < inputs]
            o = [f for f in other[i].tolist() if f < inputs]
            assert abs(start.evaluate(s, o) / 400 - float(narrow(stm[i : i + 1], other[i : i + 1]))) < 0.02
        # The new neurons are live: random input weights, output weight zero.
        assert float(wide.ft.weight[:inputs, 32:].abs().sum()) > 1
        assert float(wide.out.weight[0, 32:96].abs().sum()) == 0 and float(wide.out.weight[0, 128:].abs().sum()) == 0
    loss = torch.sum((torch.sigmoid(wide(stm, other)) - 0.9) ** 2)
    loss.backward()
    assert float(wide.out.weight.grad[0, 32:96].abs().sum()) > 0, "the new neurons' output weights get no gradient"

    # The size: the file's by default, a wider --hidden kept, a narrower one refused; on the command line a
    # size that is no multiple of 32 is refused before anything is read.
    assert train.init_hidden(None, start) == 32 and train.init_hidden(96, start) == 96
    arrays96 = nnue_file.quantize(np.zeros((4, 96)), np.zeros(96), np.zeros(192), 0, "screlu")[:4]
    start96 = nnue_file.NetworkFile(nnue_file.encode("g", "f", 1, "screlu", 400, "t", *arrays96))
    try:
        train.init_hidden(64, start96)
        raise AssertionError("a network of 96 was narrowed to 64")
    except SystemExit as refusal:
        assert "widened only" in str(refusal), refusal
    refused = subprocess.run([sys.executable, os.path.join(HERE, "..", "..", "scripts", "nnue", "train.py"),
                              "--game", "steere", "--data", "/nonexistent", "--output", "/nonexistent/o.nnue",
                              "--hidden", "100"], capture_output=True, text=True)
    assert refused.returncode != 0 and "multiple of 32" in refused.stderr, refused.stderr
    print("ok: a widened network starts as the file's, its new neurons learn, a bad --hidden is refused")


if __name__ == "__main__":
    main()
