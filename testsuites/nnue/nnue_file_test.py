"""scripts/nnue/nnue_file.py: a quantized network written and read back is the same, the checksum covers
every byte, and the integer evaluation clamps and divides as the engine does (towards zero)."""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "nnue"))
import nnue_file  # noqa: E402


def main():
    rng = np.random.default_rng(3)
    w1, b1, w2, b2 = rng.normal(0, 0.3, (50, 32)), rng.normal(0, 0.3, 32), rng.normal(0, 0.5, 64), -0.25
    w1q, b1q, w2q, b2q, clipped = nnue_file.quantize(w1, b1, w2, b2, "screlu")
    assert clipped == 0, clipped
    data = nnue_file.encode("g", "f", 2, "screlu", 300, "test", w1q, b1q, w2q, b2q)
    net = nnue_file.NetworkFile(data)
    assert (net.game, net.feature_set, net.description) == ("g", "f", "test")
    assert (net.feature_version, net.inputs, net.hidden, net.activation) == (2, 50, 32, "screlu")
    assert (net.qa, net.qb, net.scale, net.b2) == (nnue_file.QA, nnue_file.QB, 300, b2q)
    assert np.array_equal(net.w1, w1q) and np.array_equal(net.b1, b1q) and np.array_equal(net.w2, w2q)
    for at in (len(nnue_file.MAGIC) + 4 + 3, len(data) // 2, len(data) - 5):
        damaged = bytearray(data)
        damaged[at] ^= 1
        try:
            nnue_file.NetworkFile(bytes(damaged))
            raise AssertionError(f"a change at byte {at} was not noticed")
        except ValueError:
            pass
    # Integer evaluation against the float network: close (quantization), and exactly reproducible.
    features = [3, 7, 20]
    a = lambda f: np.clip(b1 + w1[f].sum(axis=0), 0, 1) ** 2  # noqa: E731
    y = float(np.concatenate([a(features), a([1, 2])]) @ w2 + b2) * 300
    assert abs(net.evaluate(features, [1, 2]) - y) < 8, (net.evaluate(features, [1, 2]), y)
    assert nnue_file._truncating_division(-7, 2) == -3 and nnue_file._truncating_division(7, 2) == 3
    # Output weights beyond the engine's int32 blocks are clipped and counted.
    _, _, w2big, _, clipped = nnue_file.quantize(w1, b1, np.full(64, 9.0), 0, "screlu")
    assert clipped == 64 and int(np.max(w2big)) * 32 * 255 * 255 < 2**31
    print("ok: nnue_file.py writes, reads back, refuses damage and evaluates as the engine does")


if __name__ == "__main__":
    main()
