"""The engine's network file (engine/core/nnue/network_file.h; README, "Learned evaluation"): writing a
float network quantized, and reading a file back (for tests and `train.py --check`).

Quantization (engine/core/nnue/network.h): input weights and biases x QA as int16, output weights x QB as
int16, the output bias x QA x QB as int32. NumPy only.
"""

import struct

import numpy as np

MAGIC = b"IWNNUE\r\n"
FORMAT_VERSION = 1
ACTIVATIONS = {"crelu": 0, "screlu": 1}
QA, QB = 255, 256
BLOCK = 32  # the engine's output sums this many terms in int32 (kernels.h)


def fnv1a32(data):
    """FNV-1a, 32 bits: the file's checksum (vectorised enough for a few MB)."""
    h = 2166136261
    for byte in data:
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


def _text(s):
    raw = s.encode("utf-8")
    if len(raw) > 0xFFFF:
        raise ValueError("text too long for the file's header")
    return struct.pack("<H", len(raw)) + raw


def quantize(w1, b1, w2, b2, activation, qa=QA, qb=QB):
    """Float arrays (inputs x H, H, 2H, scalar) -> the file's integers. Clips what does not fit: the input
    weights to int16, the output weights so that BLOCK terms of the output stay within int32 (what the
    engine's reader checks). Returns the integer arrays and how many values were clipped."""
    w1q = np.rint(np.asarray(w1, dtype=np.float64) * qa)
    b1q = np.rint(np.asarray(b1, dtype=np.float64) * qa)
    w2q = np.rint(np.asarray(w2, dtype=np.float64) * qb)
    most = qa * qa if activation == "screlu" else qa
    limit2 = min(32767, (2**31 - 1) // (BLOCK * most))
    clipped = int(np.sum(np.abs(w1q) > 32767) + np.sum(np.abs(b1q) > 32767) + np.sum(np.abs(w2q) > limit2))
    w1q = np.clip(w1q, -32767, 32767).astype("<i2")
    b1q = np.clip(b1q, -32767, 32767).astype("<i2")
    w2q = np.clip(w2q, -limit2, limit2).astype("<i2")
    b2q = int(np.rint(float(b2) * qa * qb))
    return w1q, b1q, w2q, b2q, clipped


def encode(game, feature_set, feature_version, activation, scale, description, w1q, b1q, w2q, b2q, qa=QA, qb=QB):
    """The file's bytes from quantized arrays (w1q: inputs x H)."""
    inputs, hidden = w1q.shape
    out = bytearray(MAGIC)
    out += struct.pack("<I", FORMAT_VERSION)
    out += _text(game) + _text(feature_set) + _text(description)
    out += struct.pack("<IIIBBHiii", feature_version, inputs, hidden, ACTIVATIONS[activation], 0, 0, qa, qb, int(scale))
    out += np.ascontiguousarray(w1q, dtype="<i2").tobytes()
    out += np.ascontiguousarray(b1q, dtype="<i2").tobytes()
    out += np.ascontiguousarray(w2q, dtype="<i2").tobytes()
    out += struct.pack("<i", b2q)
    out += struct.pack("<I", fnv1a32(bytes(out)))
    return bytes(out)


class NetworkFile:
    """A network file read back: its header fields and its integer arrays."""

    def __init__(self, data):
        if data[: len(MAGIC)] != MAGIC:
            raise ValueError("not an Inchworm network file (bad magic)")
        at = len(MAGIC)
        (version,) = struct.unpack_from("<I", data, at)
        if version != FORMAT_VERSION:
            raise ValueError(f"network format version {version}")
        at += 4
        texts = []
        for _ in range(3):
            (n,) = struct.unpack_from("<H", data, at)
            texts.append(data[at + 2 : at + 2 + n].decode("utf-8"))
            at += 2 + n
        self.game, self.feature_set, self.description = texts
        fields = struct.unpack_from("<IIIBBHiii", data, at)
        at += struct.calcsize("<IIIBBHiii")
        self.feature_version, self.inputs, self.hidden, activation, _, _, self.qa, self.qb, self.scale = fields
        self.activation = {v: k for k, v in ACTIVATIONS.items()}[activation]
        n1 = self.inputs * self.hidden
        arrays = np.frombuffer(data, dtype="<i2", count=n1 + 3 * self.hidden, offset=at)
        self.w1 = arrays[:n1].reshape(self.inputs, self.hidden)
        self.b1 = arrays[n1 : n1 + self.hidden]
        self.w2 = arrays[n1 + self.hidden :]
        at += 2 * (n1 + 3 * self.hidden)
        (self.b2,) = struct.unpack_from("<i", data, at)
        (checksum,) = struct.unpack_from("<I", data, at + 4)
        if at + 8 != len(data) or checksum != fnv1a32(data[: at + 4]):
            raise ValueError("damaged or wrong size")

    def evaluate(self, stm_features, other_features):
        """The engine's integer arithmetic in NumPy (kernels.h): the evaluation of one position from its
        two active-feature lists, side to move's first."""
        accs = []
        for features in (stm_features, other_features):
            acc = self.b1.astype(np.int64) + self.w1[np.asarray(features, dtype=np.int64)].astype(np.int64).sum(axis=0)
            accs.append(np.clip(((acc + 32768) % 65536) - 32768, 0, self.qa))  # int16 wrap, then clamp
        v = np.concatenate(accs)
        w = self.w2.astype(np.int64)
        if self.activation == "screlu":
            total = _truncating_division(int(np.sum(v * v * w)), self.qa)
        else:
            total = int(np.sum(v * w))
        return _truncating_division((total + self.b2) * self.scale, self.qa * self.qb)


def _truncating_division(a, b):
    """C++'s integer division: towards zero."""
    return a // b if a >= 0 else -((-a) // b)


def read(path):
    with open(path, "rb") as f:
        return NetworkFile(f.read())
