"""scripts/nnue/train.py --factorize: the chess games' inputs map to their piece-and-part factor (input // 64,
the relative-halflings flag a factor of its own), and the first layer written to the file (each input's
weights plus its factor's) gives the float network's output exactly, so the engine plays what was trained."""

import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "nnue"))
import train  # noqa: E402


def main():
    # wormchess-pieces (engine/games/wormchess/nnue.md): side x 1408 + piece-part x 64 + square, then 2816.
    mapping = train.factors("wormchess-pieces", 2817)
    assert len(mapping) == 2817
    assert mapping[0] == 0 and mapping[63] == 0 and mapping[64] == 1  # a1..h8 of the own king, then the next part
    assert mapping[1408 + 5 * 64 + 9] == 22 + 5  # an opponent's part on b2
    assert mapping[2815] == 43 and mapping[2816] == 44  # the last square; the flag alone
    assert train.factors("steere-race", 3647) is None  # none defined: --factorize refuses it

    torch.manual_seed(2)
    net = train.Network(2817, 32, "screlu", mapping)
    with torch.no_grad():
        net.ft.weight.uniform_(-0.05, 0.05)
        net.ft.weight[2817].zero_()
        net.factor.weight.uniform_(-0.3, 0.3)
        net.factor.weight[45].zero_()  # the padding
    stm = torch.tensor([[0, 70, 1408 + 329, 2816, 2817], [5, 6, 2817, 2817, 2817]])
    other = torch.tensor([[1, 1408 + 64, 2817, 2817, 2817], [2816, 2817, 2817, 2817, 2817]])
    # The plain layer an engine would read: input_weights() in place of ft, no factor.
    plain = train.Network(2817, 32, "screlu")
    with torch.no_grad():
        plain.ft.weight[:2817] = net.input_weights()
        plain.ft.weight[2817].zero_()
        plain.ft_bias.copy_(net.ft_bias)
        plain.out.weight.copy_(net.out.weight)
        plain.out.bias.copy_(net.out.bias)
        assert float(net.factor.weight.abs().sum()) > 1  # the factors matter here
        assert torch.allclose(net(stm, other), plain(stm, other), atol=1e-6), (net(stm, other), plain(stm, other))
        # And they differ from the network without its factors.
        bare = net.ft.weight[:2817].clone()
        plain.ft.weight[:2817] = bare
        assert not torch.allclose(net(stm, other), plain(stm, other), atol=1e-3)
    print("ok: factors map as documented and fold into the written layer exactly")


if __name__ == "__main__":
    main()
