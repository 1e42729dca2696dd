"""The labelled corpora: exact expected outputs, span-level precision and recall, idempotence.

`cases.jsonl` is the in-sample corpus, written next to the detectors. `out_of_sample.jsonl` was
written from other sources (make_out_of_sample.py) and frozen before the detectors changed: its
hash is pinned here, so an edit to it shows. `holdout.jsonl` (make_holdout.py) was written without
looking at the detectors and frozen before it was first scored; its hash is pinned too, and so is
that of `holdout2.jsonl` (make_holdout2.py), written the same way from other sources and frozen
before the detectors' record rule changed. Precision and recall are reported apart for each
(`python tests/normalizer/corpus_score.py`).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from importlib import resources
from typing import Any

import make_corpus
import make_holdout
import make_holdout2
import make_holdout3
import make_holdout4
import make_holdout5
import make_holdout6
import make_holdout7
import make_holdout8
import make_holdout9
import make_holdout10
import make_holdout11
import make_holdout12
import make_holdout13
import make_holdout14
import make_holdout15
import make_holdout16
import make_holdout17
import make_holdout18
import make_holdout19
import make_holdout20
import make_holdout21
import make_holdout22
import make_holdout23
import make_holdout24
import make_holdout25
import make_holdout26
import make_holdout27
import make_holdout28
import make_holdout29
import make_holdout30
import make_holdout31
import make_holdout32
import make_holdout33
import make_holdout34
import make_holdout35
import make_holdout36
import make_holdout37
import make_holdout38
import make_holdout39
import make_holdout40
import make_holdout41
import make_holdout42
import make_holdout43
import make_holdout44
import make_holdout45
import make_holdout46
import make_holdout47
import make_holdout48
import make_holdout49
import make_holdout50
import make_holdout51
import make_holdout52
import make_holdout53
import make_holdout54
import make_holdout55
import make_holdout56
import make_holdout57
import make_holdout58
import make_holdout59
import make_holdout60
import make_holdout61
import make_holdout62
import make_holdout63
import make_holdout64
import make_holdout65
import make_holdout66
import make_holdout67
import make_holdout68
import make_holdout69
import make_holdout70
import make_holdout71
import make_holdout72
import make_holdout73
import make_holdout74
import make_holdout75
import make_holdout76
import make_holdout77
import make_holdout78
import make_holdout79
import make_holdout80
import make_holdout81
import make_holdout82
import make_holdout83
import make_holdout84
import make_holdout85
import make_holdout86
import make_holdout87
import make_holdout88
import make_holdout89
import make_holdout90
import make_holdout91
import make_holdout92
import make_holdout93
import make_holdout94
import make_holdout95
import make_holdout96
import make_holdout97
import make_holdout98
import make_holdout99
import make_holdout100
import make_holdout101
import make_holdout102
import make_holdout103
import make_holdout104
import make_holdout105
import make_holdout106
import make_holdout107
import make_holdout108
import make_holdout109
import make_holdout110
import make_holdout111
import make_holdout112
import make_holdout113
import make_holdout114
import make_holdout115
import make_holdout116
import make_holdout117
import make_holdout118
import make_holdout119
import make_holdout120
import make_holdout121
import make_holdout122
import make_holdout123
import make_holdout124
import pytest
from corpus_score import (
    HOLDOUT,
    HOLDOUT2,
    HOLDOUT3,
    HOLDOUT4,
    HOLDOUT5,
    HOLDOUT6,
    HOLDOUT7,
    HOLDOUT8,
    HOLDOUT9,
    HOLDOUT10,
    HOLDOUT11,
    HOLDOUT12,
    HOLDOUT13,
    HOLDOUT14,
    HOLDOUT15,
    HOLDOUT16,
    HOLDOUT17,
    HOLDOUT18,
    HOLDOUT19,
    HOLDOUT20,
    HOLDOUT21,
    HOLDOUT22,
    HOLDOUT23,
    HOLDOUT24,
    HOLDOUT25,
    HOLDOUT26,
    HOLDOUT27,
    HOLDOUT28,
    HOLDOUT29,
    HOLDOUT30,
    HOLDOUT31,
    HOLDOUT32,
    HOLDOUT33,
    HOLDOUT34,
    HOLDOUT35,
    HOLDOUT36,
    HOLDOUT37,
    HOLDOUT38,
    HOLDOUT39,
    HOLDOUT40,
    HOLDOUT41,
    HOLDOUT42,
    HOLDOUT43,
    HOLDOUT44,
    HOLDOUT45,
    HOLDOUT46,
    HOLDOUT47,
    HOLDOUT48,
    HOLDOUT49,
    HOLDOUT50,
    HOLDOUT51,
    HOLDOUT52,
    HOLDOUT53,
    HOLDOUT54,
    HOLDOUT55,
    HOLDOUT56,
    HOLDOUT57,
    HOLDOUT58,
    HOLDOUT59,
    HOLDOUT60,
    HOLDOUT61,
    HOLDOUT62,
    HOLDOUT63,
    HOLDOUT64,
    HOLDOUT65,
    HOLDOUT66,
    HOLDOUT67,
    HOLDOUT68,
    HOLDOUT69,
    HOLDOUT70,
    HOLDOUT71,
    HOLDOUT72,
    HOLDOUT73,
    HOLDOUT74,
    HOLDOUT75,
    HOLDOUT76,
    HOLDOUT77,
    HOLDOUT78,
    HOLDOUT79,
    HOLDOUT80,
    HOLDOUT81,
    HOLDOUT82,
    HOLDOUT83,
    HOLDOUT84,
    HOLDOUT85,
    HOLDOUT86,
    HOLDOUT87,
    HOLDOUT88,
    HOLDOUT89,
    HOLDOUT90,
    HOLDOUT91,
    HOLDOUT92,
    HOLDOUT93,
    HOLDOUT94,
    HOLDOUT95,
    HOLDOUT96,
    HOLDOUT97,
    HOLDOUT98,
    HOLDOUT99,
    HOLDOUT100,
    HOLDOUT101,
    HOLDOUT102,
    HOLDOUT103,
    HOLDOUT104,
    HOLDOUT105,
    HOLDOUT106,
    HOLDOUT107,
    HOLDOUT108,
    HOLDOUT109,
    HOLDOUT110,
    HOLDOUT111,
    HOLDOUT112,
    HOLDOUT113,
    HOLDOUT114,
    HOLDOUT115,
    HOLDOUT116,
    HOLDOUT117,
    HOLDOUT118,
    HOLDOUT119,
    HOLDOUT120,
    HOLDOUT121,
    HOLDOUT122,
    HOLDOUT123,
    HOLDOUT124,
    IN_SAMPLE,
    OUT_OF_SAMPLE,
    load,
    score,
)

from prompt_normalizer import normalize

CASES = load(IN_SAMPLE)
OOS = load(OUT_OF_SAMPLE)
# sha256 of out_of_sample.jsonl as committed when it was frozen.
OOS_SHA256 = "274175f34cd474c29b8fb6b334828c7e0531d77720a9e32d2f26f49c90c90d9e"
# sha256 of holdout.jsonl as written by make_holdout.py and frozen before it was first scored.
HOLDOUT_SHA256 = "c952dc54fdaf5f2e649fc74ab4b22b437071cf9376ca9b8774e4984d5ced1607"
# sha256 of holdout2.jsonl as written by make_holdout2.py and committed before the detectors changed.
HOLDOUT2_SHA256 = "64eec159c4d265d72a202e98c99d1bf6bbb559fba5a3112aa10a6e8980b24385"
# sha256 of holdout3.jsonl as written by make_holdout3.py and committed before it was first scored.
HOLDOUT3_SHA256 = "1c3c66215ade5f7b13415b6d2b4032a8aa28ba42e8d950c8754d3a011b7684eb"
# sha256 of holdout4.jsonl as written by make_holdout4.py and committed before it was first scored.
HOLDOUT4_SHA256 = "fafb77f6de160b6625f7e48b2fee84a521cd663b3cd2805450ea28493f873bff"
# sha256 of holdout5.jsonl as written by make_holdout5.py and committed before it was first scored.
HOLDOUT5_SHA256 = "be55e7a184cd26dea31afaef715d6f4ad323cefe21f81a3e2fa75f1ef3d7e29e"
# sha256 of holdout6.jsonl as written by make_holdout6.py and committed before it was first scored.
HOLDOUT6_SHA256 = "85c972a012390a0330343f3a7dd9535543038f88afafa951f11fb246c57d697a"
# sha256 of holdout7.jsonl as written by make_holdout7.py and committed before it was first scored.
HOLDOUT7_SHA256 = "e6bd5fc4339670dff2964e7fbdf0920a4141c5d4e5a37be08c56bc40cc5ca590"
# sha256 of holdout8.jsonl as written by make_holdout8.py and committed before it was first scored.
HOLDOUT8_SHA256 = "cced71cb9455a3b785664309500bd00e24fda3276602078f1da01e06fc1abd50"
# sha256 of holdout9.jsonl as written by make_holdout9.py and committed before it was first scored.
HOLDOUT9_SHA256 = "b1c4d013d640307b9eaa326775074bc25ab540291aae20266ee01b0812bb7bd5"
# sha256 of holdout10.jsonl as written by make_holdout10.py and committed before it was first scored.
HOLDOUT10_SHA256 = "06e9c53fee49a3a5bff38d35ba16d56ffa0e718f476acc4acc5387c5c7f578c0"
# sha256 of holdout11.jsonl as written by make_holdout11.py and committed before it was first scored.
HOLDOUT11_SHA256 = "3d54f21a857291161016a934dfc2f77ac212d5e1e3ca2e5d1fa5fbe952ce0a9f"
# sha256 of holdout12.jsonl as written by make_holdout12.py and committed before it was first scored.
HOLDOUT12_SHA256 = "d6da5bf29a09e8338dc731badd444bbe29dfb046bba1a1e9bde4b0c0d0d141ae"
# sha256 of holdout13.jsonl as written by make_holdout13.py and committed before it was first scored.
HOLDOUT13_SHA256 = "0557d0f9f1a1f49f8fc6a7e6ba2423e82fbe661d46eb6eb6bb3309cd82bfcf1e"
# sha256 of holdout14.jsonl as written by make_holdout14.py and committed before it was first scored.
HOLDOUT14_SHA256 = "90d3e1e810466b701504480d7851d6d4f3f5dba8aef266237266febd80542fa2"
# sha256 of holdout15.jsonl as written by make_holdout15.py and committed before it was first scored.
HOLDOUT15_SHA256 = "6d0f9ac646932af2a8321c94327300b11582c69ac2464577022e6a3fa30c3b88"
# sha256 of holdout16.jsonl as written by make_holdout16.py and committed before it was first scored.
HOLDOUT16_SHA256 = "857f31a5617e7f067b9f57ec43cda3b88f8ee596ba459da90b2847f3544de709"
# sha256 of holdout17.jsonl as written by make_holdout17.py and committed before it was first scored.
HOLDOUT17_SHA256 = "0a4ec110b75b9066ab1a783f524c0b31b541f41a9fa83e8201482661b466eb4a"
# sha256 of holdout18.jsonl as written by make_holdout18.py and committed before it was first scored.
HOLDOUT18_SHA256 = "61d891fe4c866ee2e91abe4193b1f0c9830625650b3539e86b158c9ea0c79969"
# sha256 of holdout19.jsonl as written by make_holdout19.py and committed before it was first scored.
HOLDOUT19_SHA256 = "04d3a517f132f4b9471c8b937706ed6c9b3ea158ff644712c8910ecea9e2a8ee"
# sha256 of holdout20.jsonl as written by make_holdout20.py and committed before it was first scored.
HOLDOUT20_SHA256 = "9685ec2978296a74e5cee9b8e46b26b7f836d77cf70778b457097120222109b1"
# sha256 of holdout21.jsonl as written by make_holdout21.py and committed before it was first scored.
HOLDOUT21_SHA256 = "02610e2e0fc00425dd423ba04f4bff6386cb2423d732723c07b5e97a1f742e36"
# sha256 of holdout22.jsonl as written by make_holdout22.py and committed before it was first scored.
HOLDOUT22_SHA256 = "36bb29b09dded4e3a90edba9affd707b493eddb3a1871b01418d7f734a32f2e0"
# sha256 of holdout23.jsonl as written by make_holdout23.py and committed before it was first scored.
HOLDOUT23_SHA256 = "75a5456327a3ddae0443227d3ced4838f977cd2a67343eefdeaeb402efd5734b"
# sha256 of holdout24.jsonl as written by make_holdout24.py and committed before it was first scored.
HOLDOUT24_SHA256 = "5212d2737357ba4d4b4af7c67636e163635151c99e7cafe17bd7a4ddd5fca73d"
# sha256 of holdout25.jsonl as written by make_holdout25.py and committed before it was first scored.
HOLDOUT25_SHA256 = "94186f6110e2cb7937019b01e846b8675232d106176d9469b6d22f42e685e3a5"
# sha256 of holdout26.jsonl as written by make_holdout26.py and committed before it was first scored.
HOLDOUT26_SHA256 = "702c368d54a8817382469bd0bc681a1c7c1a519405d1e02099eaff8c4e8b1b8b"
# sha256 of holdout27.jsonl as written by make_holdout27.py and committed before it was first scored.
HOLDOUT27_SHA256 = "040591df3a688fa4dd73304fd1cd684c3e026b1f016e648f77f7fc8e142409af"
# sha256 of holdout28.jsonl as written by make_holdout28.py and committed before it was first scored.
HOLDOUT28_SHA256 = "be8c3d340331a759fafa05a9cdedb0a20cfe97fcefb2fa1d3fc478a99258ef77"
# sha256 of holdout29.jsonl as written by make_holdout29.py and committed before it was first scored.
HOLDOUT29_SHA256 = "5501d473b8d644bf2593bbfa3450ac0356baec385f7166a9e5c6d3e6a87256da"
# sha256 of holdout30.jsonl as written by make_holdout30.py and committed before it was first scored.
HOLDOUT30_SHA256 = "fdb35c7eb69f6dfb13ba90cc22f383835ec1de82b41630f9d35cc8f294c7817c"
# sha256 of holdout31.jsonl as written by make_holdout31.py and committed before it was first scored.
HOLDOUT31_SHA256 = "03f2b9599325605023aba69985a1105306d3d4c5bbb5d876941ee87e52845a91"
# sha256 of holdout32.jsonl as written by make_holdout32.py and committed before it was first scored.
HOLDOUT32_SHA256 = "b4d8f69f5c19f1cd06b651b263067069b09f24f6e73e3327002f543ebe32ccf3"
# sha256 of holdout33.jsonl as written by make_holdout33.py and committed before it was first scored.
HOLDOUT33_SHA256 = "d6a5d8eb8cec18a32d3e51e26ae0249abd78e85406db72bc1f44277a0bb3c0cd"
# sha256 of holdout34.jsonl as written by make_holdout34.py and committed before it was first scored.
HOLDOUT34_SHA256 = "7e91e6f10d59ac4d612f49688c7c9fa8a2d8f6c4d93fa0129052d5c7a33ac542"
# sha256 of holdout35.jsonl as written by make_holdout35.py and committed before it was first scored.
HOLDOUT35_SHA256 = "c17738cbdc94f8b6777b76426ff102396754b794013af18bb6ac1ea5398c2ce9"
# sha256 of holdout36.jsonl as written by make_holdout36.py and committed before it was first scored.
HOLDOUT36_SHA256 = "571489788d2c2cb32538b3cbd3ca06007edda0200111007ba82526a9562dc8f4"
# sha256 of holdout37.jsonl as written by make_holdout37.py and committed before it was first scored.
HOLDOUT37_SHA256 = "92a7afd96666754e299362f889b0f4a3ae5843915ee0e06193ca0b08517f8728"
# sha256 of holdout38.jsonl as written by make_holdout38.py and committed before it was first scored.
HOLDOUT38_SHA256 = "6eff2f20050a667c3822f9a22f154270effa1004ffc8225104489d9e00837379"
# sha256 of holdout39.jsonl as written by make_holdout39.py and committed before it was first scored.
HOLDOUT39_SHA256 = "2429523bbf5c7bf5b89bdb684c474edd39f73e475a4b914e7394ae80e789cfdf"
# sha256 of holdout40.jsonl as written by make_holdout40.py and committed before it was first scored.
HOLDOUT40_SHA256 = "da0678fe27fd89ed188a6f1d739ac95e371dc585c5d087c53a71509c6d76042a"
# sha256 of holdout41.jsonl as written by make_holdout41.py and committed before it was first scored.
HOLDOUT41_SHA256 = "749373710f6048a9309e117713d441ef739faad4fd805fb5e0072d5101509443"
# sha256 of holdout42.jsonl as written by make_holdout42.py and committed before it was first scored.
HOLDOUT42_SHA256 = "3f36531c3d3f5317fbd5cdee50865bdaedca08b0dc53d6987accde1b7de4a80d"
# sha256 of holdout43.jsonl as written by make_holdout43.py and committed before it was first scored.
HOLDOUT43_SHA256 = "4ebffae293a76e9608c08ee008ea43a5fb4f6da5efcbbaf143ac2f18cb86e0b8"
# sha256 of holdout44.jsonl as written by make_holdout44.py and committed before it was first scored.
HOLDOUT44_SHA256 = "d7a1542388e5be86fd0cf969efa6047332a9e4b327f06833e0ade3e1a32bb2b6"
# sha256 of holdout45.jsonl as written by make_holdout45.py and committed before it was first scored.
HOLDOUT45_SHA256 = "feaefb84b701fd3692b1ed648e1e2dd8d298525ea49deb471fe4815fa256cdf4"
# sha256 of holdout46.jsonl as written by make_holdout46.py and committed before it was first scored.
HOLDOUT46_SHA256 = "24af736dcc2ffb0371676d1fd91b10157fb39908392b54f9471dde4151c7cae9"
# sha256 of holdout47.jsonl as written by make_holdout47.py and committed before it was first scored.
HOLDOUT47_SHA256 = "70ae5c1d46bcd30539f0c288e56806d2006c84de3dfa968a64eea71f3dfd4125"
# sha256 of holdout48.jsonl as written by make_holdout48.py and committed before it was first scored.
HOLDOUT48_SHA256 = "907d6138ecab1f28c8fbb3cdf3c5aa26d7a17f2ba7d0fb3432c83e126187d0f9"
# sha256 of holdout49.jsonl as written by make_holdout49.py and committed before it was first scored.
HOLDOUT49_SHA256 = "8d24d448395ab71ed347eeab139efaa608609ed7fba666745a17eaa3a5fb3670"
# sha256 of holdout50.jsonl as written by make_holdout50.py and committed before it was first scored.
HOLDOUT50_SHA256 = "e17fe0909cb5fe3ba002f976729b51039e05382d76819482ddbc534e97a93265"
# sha256 of holdout51.jsonl as written by make_holdout51.py and committed before it was first scored.
HOLDOUT51_SHA256 = "17d1a81dc43ef21af3570e747b47d2458f2b4954aeae7023d3dc13ad79842b4e"
# sha256 of holdout52.jsonl as written by make_holdout52.py and committed before it was first scored.
HOLDOUT52_SHA256 = "8f67692e19ef076612b78d9d6fbc11608da11d0707abb1b7b807a5008990db69"
# sha256 of holdout53.jsonl as written by make_holdout53.py and committed before it was first scored.
HOLDOUT53_SHA256 = "53a9ebf6846f73e02c5d71f85f9fa4aa05a8809891c14c3390cd6ab770f3a313"
# sha256 of holdout54.jsonl as written by make_holdout54.py and committed before it was first scored.
HOLDOUT54_SHA256 = "4149839ad5c7052a05f11257b5542f9e815747439d15f118ddd1556218f1e4a3"
# sha256 of holdout55.jsonl as written by make_holdout55.py and committed before it was first scored.
HOLDOUT55_SHA256 = "3660f65ce3e9795bc0d446abfb8241de7c7c73b13e5f9223c5e5a9cdad761ac9"
# sha256 of holdout56.jsonl as written by make_holdout56.py and committed before it was first scored.
HOLDOUT56_SHA256 = "f1a102943f7a31b9398f9b8b1135eb33198e43374c9e3b0f52a3d4484659424f"
# sha256 of holdout57.jsonl as written by make_holdout57.py and committed before it was first scored.
HOLDOUT57_SHA256 = "cd7188b7a180de4472f9171f34ef462aec5865abb959f97b6e3b33c088c56d44"
# sha256 of holdout58.jsonl as written by make_holdout58.py and committed before it was first scored.
HOLDOUT58_SHA256 = "eea25cbe838e5373d1bf784aef0e3f14f4293c9185317a1ed605a7a89a537d9c"
# sha256 of holdout59.jsonl as written by make_holdout59.py and committed before it was first scored.
HOLDOUT59_SHA256 = "8cbb734682d53899f6b69cac58a68bedcb6468c7eff3bac2caa7fdb95710fba7"
# sha256 of holdout60.jsonl as written by make_holdout60.py and committed before it was first scored.
HOLDOUT60_SHA256 = "64506eecdf2bc2524313cb0ce8e08460079dd9d44127346558433d9c97050e5a"
# sha256 of holdout61.jsonl as written by make_holdout61.py and committed before it was first scored.
HOLDOUT61_SHA256 = "7f10db9e9ed4809216b66b4702491cf01700aa653122c59a5cdc4dec8fd362c9"
# sha256 of holdout62.jsonl as written by make_holdout62.py and committed before it was first scored.
HOLDOUT62_SHA256 = "836e03db89cbf08dfbdea9631d6e7a72889cfdb4f0660f293bbb57fbd745d15e"
# sha256 of holdout63.jsonl as written by make_holdout63.py and committed before it was first scored.
HOLDOUT63_SHA256 = "a070a6f1036eebed004c9b22eb6630981dfa9f373b5cd9d784c29c6bca42da9a"
# sha256 of holdout64.jsonl as written by make_holdout64.py and committed before it was first scored.
HOLDOUT64_SHA256 = "949aca2a9c9623f28803a31421f49884289ed49d1597c11542bd813f5db21c58"
# sha256 of holdout65.jsonl as written by make_holdout65.py and committed before it was first scored.
HOLDOUT65_SHA256 = "6815653ab5d9f30288bdf6f971e85138584bbcf057fd91051c6109c1fb72e5c7"
# sha256 of holdout66.jsonl as written by make_holdout66.py and committed before it was first scored.
HOLDOUT66_SHA256 = "1d04aeb42f15e284b07fb006fd0512fc1ffe243a276d3552b0fb6012d08bb593"
# sha256 of holdout67.jsonl as written by make_holdout67.py and committed before it was first scored.
HOLDOUT67_SHA256 = "504121bd69ce5518a4cfa47868b80ffc151213149fd1f33dc7946fc88db49ac3"
# sha256 of holdout68.jsonl as written by make_holdout68.py and committed before it was first scored.
HOLDOUT68_SHA256 = "a7c01a828e08a760f167810d17a3ca456c1f5ad1f0611a803d47283c28f9d839"
# sha256 of holdout69.jsonl as written by make_holdout69.py and committed before it was first scored.
HOLDOUT69_SHA256 = "848bedcb481cc0210a32b47f6b7169d28d05f82f83f10891663e8b4ae700e804"
# sha256 of holdout70.jsonl as written by make_holdout70.py and committed before it was first scored.
HOLDOUT70_SHA256 = "2c5363e337a033b6183cad4b4383b326f7c2fa7acab1d2fb78b1dd17f13c84df"
# sha256 of holdout71.jsonl as written by make_holdout71.py and committed before it was first scored.
HOLDOUT71_SHA256 = "8e25d43ac11f34ea01ceb0bee9efc33186cf98924df58e14db0a5d474a6349b7"
# sha256 of holdout72.jsonl as written by make_holdout72.py and committed before it was first scored.
HOLDOUT72_SHA256 = "0c1d04cc54bab0ac91b3ccaaccad81df631983f9e9a55c59af953c57a7675868"
# sha256 of holdout73.jsonl as written by make_holdout73.py and committed before it was first scored.
HOLDOUT73_SHA256 = "8145a8b4d7ae24aee17507abf92983315bdda2fe9b7cfb35b7597d07c7b811d6"
# sha256 of holdout74.jsonl as written by make_holdout74.py and committed before it was first scored.
HOLDOUT74_SHA256 = "413f78b3073176806197866979c158ca48044fd102a18d6a48545166c63d8bad"
# sha256 of holdout75.jsonl as written by make_holdout75.py and committed before it was first scored.
HOLDOUT75_SHA256 = "987724dfc78994625a4547422436952446e4a5d7676f3b127d87f3e7227d906b"
# sha256 of holdout76.jsonl as written by make_holdout76.py and committed before it was first scored.
HOLDOUT76_SHA256 = "6c5d4058ac4464b27c40655fb623f2a67e6b889622657ed21f0eb136d7c3881f"
# sha256 of holdout77.jsonl as written by make_holdout77.py and committed before it was first scored.
HOLDOUT77_SHA256 = "f6966726cd795f191cdab52770f40f122731bf878fc42a1a76f0669476629b7e"
# sha256 of holdout78.jsonl as written by make_holdout78.py and committed before it was first scored.
HOLDOUT78_SHA256 = "2c81c7e70d68c3874a166369e85ce899f6e6a2801324a9ec6a55c4c534a65671"
# sha256 of holdout79.jsonl as written by make_holdout79.py and committed before it was first scored.
HOLDOUT79_SHA256 = "92a7fc0320c7feca17a3eeda3c2f906a35399b5946a7e4d973fb7639abc35ebb"
# sha256 of holdout80.jsonl as written by make_holdout80.py and committed before it was first scored.
HOLDOUT80_SHA256 = "5c9778e200c7e2aa4ab081e6d0ca9d61153def414596a90d1465a51804267ffc"
# sha256 of holdout81.jsonl as written by make_holdout81.py and committed before it was first scored.
HOLDOUT81_SHA256 = "1afdaae684f3be6a484e10b960d688f8f409985b7b5f98247c9ef5bf55cc10e2"
# sha256 of holdout82.jsonl as written by make_holdout82.py and committed before it was first scored.
HOLDOUT82_SHA256 = "d81d9ca34af3fd5ed0d93b925954cab0dbfdc318e24fb0f3676bf4e0c47c7a02"
# sha256 of holdout83.jsonl as written by make_holdout83.py and committed before it was first scored.
HOLDOUT83_SHA256 = "d86d3b376e3daeba8d510b2a39d6121501fcde0e9525bbdcb95d0b36d811511f"
# sha256 of holdout84.jsonl as written by make_holdout84.py and committed before it was first scored.
HOLDOUT84_SHA256 = "4843558cec1c743986a07ab91beb7532e9929710d72555ea964d7089fa44b415"
# sha256 of holdout85.jsonl as written by make_holdout85.py and committed before it was first scored.
HOLDOUT85_SHA256 = "f733cd496addadd59e26011d86c25a38a29bacda0917ca1faf5e21ba6a8f82cd"
# sha256 of holdout86.jsonl as written by make_holdout86.py and committed before it was first scored.
HOLDOUT86_SHA256 = "8418f67b989ca610f680ab50a0a08677ba900ea38bb85fde6b4e2d131297fb39"
# sha256 of holdout87.jsonl as written by make_holdout87.py and committed before it was first scored.
HOLDOUT87_SHA256 = "6b6e37270ea8c30436bb2d2a8b6083ea8022657f89b426a1b2f10b4e88ce5353"
# sha256 of holdout88.jsonl as written by make_holdout88.py and committed before it was first scored.
HOLDOUT88_SHA256 = "20e235a0d9cd6744f2524f9bf06cd372b349e4b7efaf61d3b6bd4c605daadb9a"
# sha256 of holdout89.jsonl as written by make_holdout89.py and committed before it was first scored.
HOLDOUT89_SHA256 = "41bef44f5fefbad3ded81de989969c3989b6da96b99aba0d91d3d657449bb18b"
# sha256 of holdout90.jsonl as written by make_holdout90.py and committed before it was first scored.
HOLDOUT90_SHA256 = "ffb5503dd131c2ab34c5e7bb4534cc9bbee1134420510e31bd7d10dfbdc7f9c1"
# sha256 of holdout91.jsonl as written by make_holdout91.py and committed before it was first scored.
HOLDOUT91_SHA256 = "2a9d34b056dddd33ae4fc0dc75b478b33af558816dc0cf859a67f845565de860"
# sha256 of holdout92.jsonl as written by make_holdout92.py and committed before it was first scored.
HOLDOUT92_SHA256 = "b2feeff977abba368abf0b95624794387a75b9a63d53693fbb631fd2a327d11a"
# sha256 of holdout93.jsonl as written by make_holdout93.py and committed before it was first scored.
HOLDOUT93_SHA256 = "4ef2b10a3b5cd585f31c96a07bec7f5c9d68e2d78034635b8272f009fb0fbfaa"
# sha256 of holdout94.jsonl as written by make_holdout94.py and committed before it was first scored.
HOLDOUT94_SHA256 = "ed032252a1150bd770394ae2d4ad3265a1021448362aacb6a7483ab99a5e60c5"
# sha256 of holdout95.jsonl as written by make_holdout95.py and committed before it was first scored.
HOLDOUT95_SHA256 = "08372d4834021b1ec16a55db6367dff4c5670be316b84761df7b866cee2748c8"
# sha256 of holdout96.jsonl as written by make_holdout96.py and committed before it was first scored.
HOLDOUT96_SHA256 = "4a154994cf9ad2b5bacb4032ed24a7cbaa58a08b2ed330003de05e7b4c5d00a5"
# sha256 of holdout97.jsonl as written by make_holdout97.py and committed before it was first scored.
HOLDOUT97_SHA256 = "c785e3a3ae429d130a575fd208723408054d44922c6b7b3f3ed36aec9b59b527"
# sha256 of holdout98.jsonl as written by make_holdout98.py and committed before it was first scored.
HOLDOUT98_SHA256 = "37ecf4a83a674a1b7699e036340e2411d78fd5677dc130e58914cb73deaf381f"
# sha256 of holdout99.jsonl as written by make_holdout99.py and committed before it was first scored.
HOLDOUT99_SHA256 = "4918ca417cf38b385a2bcef89877de52fdcbd9e00fd50e0a7f3cacd382de5318"
# sha256 of holdout100.jsonl as written by make_holdout100.py and committed before it was first scored.
HOLDOUT100_SHA256 = "11cee6846f581ee2402205e44a5cbd563332f0955f1bfa81bb369f014f5419ff"
# sha256 of holdout101.jsonl as written by make_holdout101.py and committed before it was first scored.
HOLDOUT101_SHA256 = "2337b511459a2630f84469ad538f6bb581c85809dff780bb6cd7a0b24ce8ba8c"
# sha256 of holdout102.jsonl as written by make_holdout102.py and committed before it was first scored.
HOLDOUT102_SHA256 = "292bd148ad1fc7329ecd5430a1cd4829531ffab9673c05ff4bc477169d98c02a"
# sha256 of holdout103.jsonl as written by make_holdout103.py and committed before it was first scored.
HOLDOUT103_SHA256 = "e6af99c0d4b3bc8fe4ceb9e82246175f5181d0cc24b343d36804caa1a7546622"
# sha256 of holdout104.jsonl as written by make_holdout104.py and committed before it was first scored.
HOLDOUT104_SHA256 = "a30163969870bb94ff2c8d0340923801b5b24bec031cefcc26d2f89e2e6c40ca"
# sha256 of holdout105.jsonl as written by make_holdout105.py and committed before it was first scored.
HOLDOUT105_SHA256 = "a338f60216134bc3c890753c8576c6422b78f5240afc0b6e6af58b73199587b6"
# sha256 of holdout106.jsonl as written by make_holdout106.py and committed before it was first scored.
HOLDOUT106_SHA256 = "53b23bdbd6a7c7a3ae9d5bf5d2d9e9ffd31e91684d12c482c07723d1f281b337"
# sha256 of holdout107.jsonl as written by make_holdout107.py and committed before it was first scored.
HOLDOUT107_SHA256 = "49235ff45ff903d4a1900d3a6574afeaca03f4704966cc2d9f8e84e280a9c709"
# sha256 of holdout108.jsonl as written by make_holdout108.py and committed before it was first scored.
HOLDOUT108_SHA256 = "90ae9051fa9f23226a6ae34fa9c5522eaeff19d34905673610cf6f98cdc099c7"
# sha256 of holdout109.jsonl as written by make_holdout109.py and committed before it was first scored.
HOLDOUT109_SHA256 = "db0ba5dc1c1bc1dad9bd6e5500d1dba3150d0aaf7717f73f3cf5f72101d4e503"
# sha256 of holdout110.jsonl as written by make_holdout110.py and committed before it was first scored.
HOLDOUT110_SHA256 = "1ae1af1bc154a8457c8bbc4b947f8302462d3ecdfc5f3862751aa4df48c1fd8f"
# sha256 of holdout111.jsonl as written by make_holdout111.py and committed before it was first scored.
HOLDOUT111_SHA256 = "929c2801c26cf379edf6b8ac353daa178af631a7a4c8a37a13b6547ee2541e9e"
# sha256 of holdout112.jsonl as written by make_holdout112.py and committed before it was first scored.
HOLDOUT112_SHA256 = "37be3a5cb99a72d9d8c2310bc01f8701474e4ccecfd27408f6eadee65e45589e"
# sha256 of holdout113.jsonl as written by make_holdout113.py and committed before it was first scored.
HOLDOUT113_SHA256 = "3551daa863f5af902d6c7daff4283a496160e183ac5516667c5a0e7c091436dc"
# sha256 of holdout114.jsonl as written by make_holdout114.py and committed before it was first scored.
HOLDOUT114_SHA256 = "95b167cb2eff48f255c61d33951b3a8c6cf7cca199c357a9e78536ddf9c3f7eb"
# sha256 of holdout115.jsonl as written by make_holdout115.py and committed before it was first scored.
HOLDOUT115_SHA256 = "dab64dbb86233156b6a4a3950039a69a2235722b34e2455c30f3f2ff388bf583"
# sha256 of holdout116.jsonl as written by make_holdout116.py and committed before it was first scored.
HOLDOUT116_SHA256 = "ae8059c15cdacda1c9ded13a879ad3f0480156650760cc5e81dbb6f561eabcf6"
# sha256 of holdout117.jsonl as written by make_holdout117.py and committed before it was first scored.
HOLDOUT117_SHA256 = "1763838254157cff465a9fffa52d6e699d7f81cebf03c889a368081a2e1153d2"
# sha256 of holdout118.jsonl as written by make_holdout118.py and committed before it was first scored.
HOLDOUT118_SHA256 = "bc04dc240ccd399c5ac0b153899b93ab4baac0d59ac8ea435bcb22f27cf4fafd"
# sha256 of holdout119.jsonl as written by make_holdout119.py and committed before it was first scored.
HOLDOUT119_SHA256 = "592740f3c10153e27db9ef5462146b2077e8d70ca8f3bd3a5312c97a3291960d"
# sha256 of holdout120.jsonl as written by make_holdout120.py and committed before it was first scored.
HOLDOUT120_SHA256 = "0b066525ba23574bb0cad937e2bd0e06186567bc16abb52591588811c6ba8cb0"
# sha256 of holdout121.jsonl as written by make_holdout121.py and committed before it was first scored.
HOLDOUT121_SHA256 = "502fe5cadcdef44e9c7e4c5ec601a83b29f96df48c712b739d70d7bfbdd66e20"
# sha256 of holdout122.jsonl as written by make_holdout122.py and committed before it was first scored.
HOLDOUT122_SHA256 = "0cda6d9df57f7ab446e3fd12411fb7a1783b33351acba77fc9bfef8d9c0d7071"
# sha256 of holdout123.jsonl as written by make_holdout123.py and committed before it was first scored.
HOLDOUT123_SHA256 = "0435000a04287352650e47361609fc135f2a648e78f3e55dc8f0c6372de47383"
# sha256 of holdout124.jsonl as written by make_holdout124.py and committed before it was first scored.
HOLDOUT124_SHA256 = "ce42600aa702f160b40d9a377d5b516f27b635111c43ff281252a14d99409e21"


def test_corpus_size_and_mix() -> None:
    assert len(CASES) >= 300
    tags = Counter(t for c in CASES for t in c["tags"])
    sources = Counter(c["source"].split(":")[0] for c in CASES)
    assert sources["handwritten"] >= 60 and sources["template"] >= 100
    assert tags["hard_negative"] >= 80
    for need in ("version", "price", "phone", "git_sha", "code", "arithmetic", "quote", "log"):
        assert tags[need] >= 1, need
    packages = Counter(c["source"].split(":")[1] for c in CASES if c["source"].startswith("template:"))
    for package in ("llama-index-core", "langchain-classic", "smolagents"):
        assert packages[package] >= 10, package


@pytest.mark.skipif(not make_corpus.TEMPLATES.is_dir(), reason="shared prompt templates not present")
def test_corpus_is_reproducible() -> None:
    pytest.importorskip("yaml")  # the smolagents templates are YAML
    built = make_corpus.build(make_corpus.TEMPLATES)
    assert [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in built] == [
        json.dumps(c, ensure_ascii=False, sort_keys=True) for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_expected_output(case: dict[str, Any]) -> None:
    result = normalize(case["input"])
    assert result.text == case["expected"]
    assert normalize(result.text).text == result.text  # idempotent
    json.dumps([c.to_json() for c in result.changes])  # the report is JSON-serialisable


def test_precision_and_recall() -> None:
    result = score(CASES)
    assert result.tp + result.fn >= 300, "corpus should label at least 300 volatile spans"
    assert result.precision >= 0.99, (result.precision, result.misses[:10])
    assert result.recall >= 0.95, (result.recall, result.misses[:10])


def test_out_of_sample_corpus_is_frozen() -> None:
    raw = resources.files("prompt_normalizer").joinpath(OUT_OF_SAMPLE).read_bytes()
    assert hashlib.sha256(raw).hexdigest() == OOS_SHA256, "out_of_sample.jsonl changed after it was frozen"


def test_out_of_sample_size_and_mix() -> None:
    assert len(OOS) >= 150
    positives = sum(1 for c in OOS if c["spans"])
    assert 0.4 <= positives / len(OOS) <= 0.6
    for case in OOS:
        for span in case["spans"]:
            assert case["input"][span["start"]:span["end"]] == span["text"], case["id"]


def test_out_of_sample_precision_and_recall() -> None:
    # Label-first detectors when the corpus was frozen: precision 0.615, recall 0.083.
    result = score(OOS)
    assert result.precision >= 0.99, (result.precision, result.misses[:10])
    assert result.recall >= 0.95, (result.recall, result.misses[:10])


@pytest.mark.skipif(not make_corpus.TEMPLATES.is_dir(), reason="shared prompt templates not present")
def test_out_of_sample_is_reproducible() -> None:
    pytest.importorskip("yaml")
    make_out_of_sample = pytest.importorskip("make_out_of_sample")
    built = make_out_of_sample.build(make_corpus.TEMPLATES)
    assert [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in built] == [
        json.dumps(c, ensure_ascii=False, sort_keys=True) for c in OOS]


def _nonspace(text: str) -> Counter[str]:
    return Counter(ch for ch in text if not ch.isspace())


@pytest.mark.parametrize("case", OOS, ids=[c["id"] for c in OOS])
def test_out_of_sample_output(case: dict[str, Any]) -> None:
    """Negatives come back as they were; where exactly the labelled fields are found, the output
    is the documented one; every output is a fixed point and keeps every character."""
    result = normalize(case["input"])
    if not case["spans"]:
        assert result.text == case["input"]
        assert not [c for c in result.changes if c.kind == "volatile"]
    elif score([case]).fp == score([case]).fn == 0:
        assert result.text == case["expected"]
    assert normalize(result.text).text == result.text
    assert _nonspace(result.text) == _nonspace(case["input"])


def test_holdout_corpus_is_frozen() -> None:
    # No precision or recall bar here: scored once frozen, the holdout gave precision 0.953 and
    # recall 0.360 (tp 41, fp 2, fn 73), below the 0.99 / 0.95 bars, and a floor at the measured
    # numbers would only pin today's misses (docs/benchmarks.md has both holdouts' scores).
    raw = resources.files("prompt_normalizer").joinpath(HOLDOUT).read_bytes()
    assert hashlib.sha256(raw).hexdigest() == HOLDOUT_SHA256, "holdout.jsonl changed after it was frozen"


def test_holdout_size_and_mix() -> None:
    cases = load(HOLDOUT)
    assert len(cases) >= 160
    positives = [c for c in cases if c["spans"]]
    assert len(positives) >= 85 and len(cases) - len(positives) >= 70
    assert sum(len(c["spans"]) for c in cases) >= 105
    assert len({c["id"] for c in cases}) == len(cases)
    for case in cases:
        assert case["expected"] == case["input"] or case["spans"], case["id"]
        for span in case["spans"]:
            assert case["input"][span["start"]:span["end"]] == span["text"], case["id"]


def test_holdout_is_reproducible() -> None:
    raw = resources.files("prompt_normalizer").joinpath(HOLDOUT).read_bytes()
    assert make_holdout.dump(make_holdout.build()).encode("utf-8") == raw


@pytest.mark.parametrize("path, sha, maker, sizes", [
    (HOLDOUT2, HOLDOUT2_SHA256, make_holdout2, (180, 95, 80)),
    (HOLDOUT3, HOLDOUT3_SHA256, make_holdout3, (200, 105, 90)),
    (HOLDOUT4, HOLDOUT4_SHA256, make_holdout4, (200, 105, 90)),
    (HOLDOUT5, HOLDOUT5_SHA256, make_holdout5, (270, 134, 136)),
    (HOLDOUT6, HOLDOUT6_SHA256, make_holdout6, (320, 148, 172)),
    (HOLDOUT7, HOLDOUT7_SHA256, make_holdout7, (319, 145, 174)),
    (HOLDOUT8, HOLDOUT8_SHA256, make_holdout8, (322, 153, 169)),
    (HOLDOUT9, HOLDOUT9_SHA256, make_holdout9, (313, 147, 166)),
    (HOLDOUT10, HOLDOUT10_SHA256, make_holdout10, (316, 149, 167)),
    (HOLDOUT11, HOLDOUT11_SHA256, make_holdout11, (312, 150, 162)),
    (HOLDOUT12, HOLDOUT12_SHA256, make_holdout12, (307, 147, 160)),
    (HOLDOUT13, HOLDOUT13_SHA256, make_holdout13, (318, 155, 163)),
    (HOLDOUT14, HOLDOUT14_SHA256, make_holdout14, (306, 146, 160)),
    (HOLDOUT15, HOLDOUT15_SHA256, make_holdout15, (300, 140, 160)),
    (HOLDOUT16, HOLDOUT16_SHA256, make_holdout16, (301, 137, 164)),
    (HOLDOUT17, HOLDOUT17_SHA256, make_holdout17, (304, 141, 163)),
    (HOLDOUT18, HOLDOUT18_SHA256, make_holdout18, (302, 140, 162)),
    (HOLDOUT19, HOLDOUT19_SHA256, make_holdout19, (300, 137, 163)),
    (HOLDOUT20, HOLDOUT20_SHA256, make_holdout20, (303, 142, 161)),
    (HOLDOUT21, HOLDOUT21_SHA256, make_holdout21, (300, 140, 160)),
    (HOLDOUT22, HOLDOUT22_SHA256, make_holdout22, (302, 144, 158)),
    (HOLDOUT23, HOLDOUT23_SHA256, make_holdout23, (300, 140, 160)),
    (HOLDOUT24, HOLDOUT24_SHA256, make_holdout24, (303, 143, 160)),
    (HOLDOUT25, HOLDOUT25_SHA256, make_holdout25, (300, 140, 160)),
    (HOLDOUT26, HOLDOUT26_SHA256, make_holdout26, (301, 140, 161)),
    (HOLDOUT27, HOLDOUT27_SHA256, make_holdout27, (300, 140, 160)),
    (HOLDOUT28, HOLDOUT28_SHA256, make_holdout28, (300, 140, 160)),
    (HOLDOUT29, HOLDOUT29_SHA256, make_holdout29, (300, 140, 160)),
    (HOLDOUT30, HOLDOUT30_SHA256, make_holdout30, (300, 140, 160)),
    (HOLDOUT31, HOLDOUT31_SHA256, make_holdout31, (300, 140, 160)),
    (HOLDOUT32, HOLDOUT32_SHA256, make_holdout32, (300, 140, 160)),
    (HOLDOUT33, HOLDOUT33_SHA256, make_holdout33, (300, 140, 160)),
    (HOLDOUT34, HOLDOUT34_SHA256, make_holdout34, (301, 140, 161)),
    (HOLDOUT35, HOLDOUT35_SHA256, make_holdout35, (299, 139, 160)),
    (HOLDOUT36, HOLDOUT36_SHA256, make_holdout36, (298, 141, 157)),
    (HOLDOUT37, HOLDOUT37_SHA256, make_holdout37, (299, 140, 159)),
    (HOLDOUT38, HOLDOUT38_SHA256, make_holdout38, (302, 140, 162)),
    (HOLDOUT39, HOLDOUT39_SHA256, make_holdout39, (300, 140, 160)),
    (HOLDOUT40, HOLDOUT40_SHA256, make_holdout40, (302, 140, 162)),
    (HOLDOUT41, HOLDOUT41_SHA256, make_holdout41, (302, 140, 162)),
    (HOLDOUT42, HOLDOUT42_SHA256, make_holdout42, (303, 140, 163)),
    (HOLDOUT43, HOLDOUT43_SHA256, make_holdout43, (300, 140, 160)),
    (HOLDOUT44, HOLDOUT44_SHA256, make_holdout44, (303, 143, 160)),
    (HOLDOUT45, HOLDOUT45_SHA256, make_holdout45, (300, 140, 160)),
    (HOLDOUT46, HOLDOUT46_SHA256, make_holdout46, (301, 141, 160)),
    (HOLDOUT47, HOLDOUT47_SHA256, make_holdout47, (301, 140, 161)),
    (HOLDOUT48, HOLDOUT48_SHA256, make_holdout48, (300, 140, 160)),
    (HOLDOUT49, HOLDOUT49_SHA256, make_holdout49, (300, 140, 160)),
    (HOLDOUT50, HOLDOUT50_SHA256, make_holdout50, (300, 140, 160)),
    (HOLDOUT51, HOLDOUT51_SHA256, make_holdout51, (300, 140, 160)),
    (HOLDOUT52, HOLDOUT52_SHA256, make_holdout52, (300, 150, 140)),
    (HOLDOUT53, HOLDOUT53_SHA256, make_holdout53, (300, 150, 140)),
    (HOLDOUT54, HOLDOUT54_SHA256, make_holdout54, (290, 140, 150)),
    (HOLDOUT55, HOLDOUT55_SHA256, make_holdout55, (300, 150, 150)),
    (HOLDOUT56, HOLDOUT56_SHA256, make_holdout56, (300, 150, 150)),
    (HOLDOUT57, HOLDOUT57_SHA256, make_holdout57, (310, 150, 160)),
    (HOLDOUT58, HOLDOUT58_SHA256, make_holdout58, (350, 170, 180)),
    (HOLDOUT59, HOLDOUT59_SHA256, make_holdout59, (310, 150, 150)),
    (HOLDOUT60, HOLDOUT60_SHA256, make_holdout60, (320, 160, 160)),
    (HOLDOUT61, HOLDOUT61_SHA256, make_holdout61, (310, 160, 150)),
    (HOLDOUT62, HOLDOUT62_SHA256, make_holdout62, (360, 170, 190)),
    (HOLDOUT63, HOLDOUT63_SHA256, make_holdout63, (310, 160, 150)),
    (HOLDOUT64, HOLDOUT64_SHA256, make_holdout64, (330, 160, 160)),
    (HOLDOUT65, HOLDOUT65_SHA256, make_holdout65, (320, 160, 160)),
    (HOLDOUT66, HOLDOUT66_SHA256, make_holdout66, (320, 160, 160)),
    (HOLDOUT67, HOLDOUT67_SHA256, make_holdout67, (320, 160, 160)),
    (HOLDOUT68, HOLDOUT68_SHA256, make_holdout68, (320, 150, 160)),
    (HOLDOUT69, HOLDOUT69_SHA256, make_holdout69, (320, 160, 150)),
    (HOLDOUT70, HOLDOUT70_SHA256, make_holdout70, (320, 160, 160)),
    (HOLDOUT71, HOLDOUT71_SHA256, make_holdout71, (320, 160, 160)),
    (HOLDOUT72, HOLDOUT72_SHA256, make_holdout72, (320, 160, 160)),
    (HOLDOUT73, HOLDOUT73_SHA256, make_holdout73, (260, 130, 130)),
    (HOLDOUT74, HOLDOUT74_SHA256, make_holdout74, (260, 130, 130)),
    (HOLDOUT75, HOLDOUT75_SHA256, make_holdout75, (260, 130, 130)),
    (HOLDOUT76, HOLDOUT76_SHA256, make_holdout76, (260, 120, 130)),
    (HOLDOUT77, HOLDOUT77_SHA256, make_holdout77, (260, 130, 130)),
    (HOLDOUT78, HOLDOUT78_SHA256, make_holdout78, (250, 120, 130)),
    (HOLDOUT79, HOLDOUT79_SHA256, make_holdout79, (260, 130, 130)),
    (HOLDOUT80, HOLDOUT80_SHA256, make_holdout80, (260, 130, 130)),
    (HOLDOUT81, HOLDOUT81_SHA256, make_holdout81, (200, 100, 100)),
    (HOLDOUT82, HOLDOUT82_SHA256, make_holdout82, (190, 90, 100)),
    (HOLDOUT83, HOLDOUT83_SHA256, make_holdout83, (200, 100, 100)),
    (HOLDOUT84, HOLDOUT84_SHA256, make_holdout84, (220, 110, 110)),
    (HOLDOUT85, HOLDOUT85_SHA256, make_holdout85, (200, 100, 100)),
    (HOLDOUT86, HOLDOUT86_SHA256, make_holdout86, (190, 100, 90)),
    (HOLDOUT87, HOLDOUT87_SHA256, make_holdout87, (200, 100, 90)),
    (HOLDOUT88, HOLDOUT88_SHA256, make_holdout88, (190, 100, 90)),
    (HOLDOUT89, HOLDOUT89_SHA256, make_holdout89, (200, 100, 100)),
    (HOLDOUT90, HOLDOUT90_SHA256, make_holdout90, (180, 80, 90)),
    (HOLDOUT91, HOLDOUT91_SHA256, make_holdout91, (200, 100, 90)),
    (HOLDOUT92, HOLDOUT92_SHA256, make_holdout92, (200, 100, 90)),
    (HOLDOUT93, HOLDOUT93_SHA256, make_holdout93, (200, 100, 100)),
    (HOLDOUT94, HOLDOUT94_SHA256, make_holdout94, (200, 100, 90)),
    (HOLDOUT95, HOLDOUT95_SHA256, make_holdout95, (180, 90, 80)),
    (HOLDOUT96, HOLDOUT96_SHA256, make_holdout96, (190, 100, 90)),
    (HOLDOUT97, HOLDOUT97_SHA256, make_holdout97, (190, 100, 90)),
    (HOLDOUT98, HOLDOUT98_SHA256, make_holdout98, (190, 90, 90)),
    (HOLDOUT99, HOLDOUT99_SHA256, make_holdout99, (200, 90, 100)),
    (HOLDOUT100, HOLDOUT100_SHA256, make_holdout100, (190, 100, 90)),
    (HOLDOUT101, HOLDOUT101_SHA256, make_holdout101, (200, 100, 100)),
    (HOLDOUT102, HOLDOUT102_SHA256, make_holdout102, (200, 100, 90)),
    (HOLDOUT103, HOLDOUT103_SHA256, make_holdout103, (210, 110, 100)),
    (HOLDOUT104, HOLDOUT104_SHA256, make_holdout104, (190, 90, 100)),
    (HOLDOUT105, HOLDOUT105_SHA256, make_holdout105, (200, 90, 100)),
    (HOLDOUT106, HOLDOUT106_SHA256, make_holdout106, (200, 90, 100)),
    (HOLDOUT107, HOLDOUT107_SHA256, make_holdout107, (200, 90, 100)),
    (HOLDOUT108, HOLDOUT108_SHA256, make_holdout108, (210, 100, 100)),
    (HOLDOUT109, HOLDOUT109_SHA256, make_holdout109, (200, 90, 100)),
    (HOLDOUT110, HOLDOUT110_SHA256, make_holdout110, (200, 90, 100)),
    (HOLDOUT111, HOLDOUT111_SHA256, make_holdout111, (200, 100, 100)),
    (HOLDOUT112, HOLDOUT112_SHA256, make_holdout112, (200, 90, 100)),
    (HOLDOUT113, HOLDOUT113_SHA256, make_holdout113, (220, 110, 100)),
    (HOLDOUT114, HOLDOUT114_SHA256, make_holdout114, (220, 100, 110)),
    (HOLDOUT115, HOLDOUT115_SHA256, make_holdout115, (210, 100, 100)),
    (HOLDOUT116, HOLDOUT116_SHA256, make_holdout116, (220, 100, 110)),
    (HOLDOUT117, HOLDOUT117_SHA256, make_holdout117, (220, 100, 110)),
    (HOLDOUT118, HOLDOUT118_SHA256, make_holdout118, (200, 100, 100)),
    (HOLDOUT119, HOLDOUT119_SHA256, make_holdout119, (200, 100, 100)),
    (HOLDOUT120, HOLDOUT120_SHA256, make_holdout120, (210, 100, 110)),
    (HOLDOUT121, HOLDOUT121_SHA256, make_holdout121, (230, 110, 110)),
    (HOLDOUT122, HOLDOUT122_SHA256, make_holdout122, (240, 130, 110)),
    (HOLDOUT123, HOLDOUT123_SHA256, make_holdout123, (240, 120, 120)),
    (HOLDOUT124, HOLDOUT124_SHA256, make_holdout124, (230, 110, 110)),
])
def test_later_holdouts_are_frozen_and_reproducible(path: str, sha: str, maker: Any,
                                                     sizes: tuple[int, int, int]) -> None:
    raw = resources.files("prompt_normalizer").joinpath(path).read_bytes()
    assert hashlib.sha256(raw).hexdigest() == sha, f"{path} changed after it was frozen"
    assert make_holdout.dump(maker.build()).encode("utf-8") == raw
    cases = load(path)
    positives = [c for c in cases if c["spans"]]
    assert len(cases) >= sizes[0] and len(positives) >= sizes[1] and len(cases) - len(positives) >= sizes[2]
    assert len({c["id"] for c in cases}) == len(cases)
    for case in cases:
        assert case["expected"] == case["input"] or case["spans"], case["id"]
        for span in case["spans"]:
            assert case["input"][span["start"]:span["end"]] == span["text"], case["id"]
