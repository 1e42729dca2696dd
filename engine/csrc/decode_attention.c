/* Attention of one new token per sequence over its context in the paged KV pool, float32, read
 * in place through the block table: no gathered copy, no padding to the longest sequence; and the
 * write of new keys and values into the pool that comes before it.
 *
 * Pool layout (engine/kv_cache.py), one layer: [num_blocks, block_size, 2, kv_heads, head_dim],
 * each slot's key then value. Queries [S, heads, head_dim], rows q_stride floats apart (a view into
 * the fused qkv rows will do). A context is taken in parts of up to PART positions, all heads of
 * a slot together, block by block in table order, so it streams from memory (reading one KV head at
 * a time, as this kernel first did, took a quarter of the memory's speed on long contexts); within
 * a part the softmax is exact in two passes (scores, then weights and values), and the parts merge
 * through their maxima and sums (flash-decoding's split-KV merge).
 *
 * A quantized pool (engine/kv_cache.py: int8 with a scale per slot and KV head, or fp8 e4m3 with a
 * scale per block and KV head) is read the same way, each value widened to float32 where it is
 * used and its scale applied to the score or the weight: dequantized in registers, never copied.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#if defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "kernels.h"

typedef int ivec16 __attribute__((vector_size(64), aligned(4)));
typedef float vec8 __attribute__((vector_size(32), aligned(4)));
typedef float vec4 __attribute__((vector_size(16), aligned(4)));

/* The sum of a vector's lanes by halving it (a few shuffles, not sixteen scalar adds). */
static inline float lane_sum(vec16 v) {
    vec8 lo, hi;
    memcpy(&lo, &v, sizeof lo);
    memcpy(&hi, (const char *)&v + sizeof lo, sizeof hi);
    const vec8 s8 = lo + hi;
    vec4 a, b;
    memcpy(&a, &s8, sizeof a);
    memcpy(&b, (const char *)&s8 + sizeof a, sizeof b);
    const vec4 s4 = a + b;
    return (s4[0] + s4[2]) + (s4[1] + s4[3]);
}

static inline float dot(const float *a, const float *b, long n) {
    vec16 acc = {0};
    long d = 0;
    for (; d + 16 <= n; d += 16) acc += *(const vec16 *)(a + d) * *(const vec16 *)(b + d);
    float s = lane_sum(acc);
    for (; d < n; ++d) s += a[d] * b[d];
    return s;
}

/* Per lane: `mask` (all ones or zeros, a vector comparison's result) ? a : b. */
static inline vec16 select16(ivec16 mask, vec16 a, vec16 b) {
    return (vec16)(((ivec16)a & mask) | ((ivec16)b & ~mask));
}

/* Where one layer's keys and values lie (their storage kind is attend_part's `kind`). */
typedef struct {
    const char *pool;     /* [num_blocks, block_size, 2, kv_heads, dim] elements of the kind */
    const float *k_scale; /* int8: [num_blocks, block_size, kv_heads]; fp8: [num_blocks, kv_heads] */
    const float *v_scale;
} kv_source;

/* 16 bytes sign-extended to ints: one instruction where the CPU has it (GCC scalarizes a
 * __builtin_convertvector from 16 chars, which made the int8 kernel 3x slower than float32's). */
static inline ivec16 sign_extend16(const char *p) {
    ivec16 r;
#if defined(__AVX512F__)
    const __m512i x = _mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)p));
    memcpy(&r, &x, sizeof r);
#elif defined(__AVX2__)
    const __m256i lo = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)p));
    const __m256i hi = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(p + 8)));
    memcpy(&r, &lo, sizeof lo);
    memcpy((char *)&r + sizeof lo, &hi, sizeof hi);
#else
    for (int i = 0; i < 16; ++i) r[i] = (signed char)p[i];
#endif
    return r;
}

/* One stored value widened to float32, before its scale (for a head size's tail). */
static inline float widen1(const char *p, int kind) {
    const int c = (unsigned char)*p;
    if (kind == KV_INT8) return (float)(signed char)c;
    const int e = (c >> 3) & 15, mant = c & 7;
    const float v = e ? ldexpf(1.0f + mant / 8.0f, e - 7) : mant / 512.0f;
    return c & 128 ? -v : v;
}

/* 16 stored values widened to float32, before their scale: int8 as it is; fp8 e4m3fn (sign, 4
 * exponent bits biased by 7, 3 mantissa bits) moved into a float16's fields, where the same bits
 * mean the value times 2^-8 (subnormals included: float16's bias is 8 more), widened by the CPU's
 * half-precision conversion and scaled back. The quantizer never writes e4m3's NaN code (it clamps
 * to +-448). */
static inline vec16 widen16(const char *p, int kind) {
    vec16 out;
    if (kind == KV_INT8) return __builtin_convertvector(sign_extend16(p), vec16);
#if defined(__AVX512F__)
    const __m256i c = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)p));
    const __m256i half = _mm256_or_si256(_mm256_slli_epi16(_mm256_and_si256(c, _mm256_set1_epi16(0x80)), 8),
                                         _mm256_slli_epi16(_mm256_and_si256(c, _mm256_set1_epi16(0x7F)), 7));
    const __m512 x = _mm512_cvtph_ps(half);
    memcpy(&out, &x, sizeof out);
#elif defined(__AVX2__) && defined(__F16C__)
    for (int i = 0; i < 2; ++i) {
        const __m128i c = _mm_cvtepu8_epi16(_mm_loadl_epi64((const __m128i *)(p + 8 * i)));
        const __m128i half = _mm_or_si128(_mm_slli_epi16(_mm_and_si128(c, _mm_set1_epi16(0x80)), 8),
                                          _mm_slli_epi16(_mm_and_si128(c, _mm_set1_epi16(0x7F)), 7));
        const __m256 x = _mm256_cvtph_ps(half);
        memcpy((char *)&out + 32 * i, &x, sizeof x);
    }
#else
    for (int i = 0; i < 16; ++i) out[i] = widen1(p + i, kind) / 256.0f;
#endif
    return out * 256.0f;
}

/* The dot product of a query head with one stored key head, before the key's scale. */
static inline float dot_kv(const float *a, const char *b, long n, int kind) {
    if (kind == KV_FLOAT32) return dot(a, (const float *)b, n);
    vec16 acc = {0};
    long d = 0;
    for (; d + 16 <= n; d += 16) acc += *(const vec16 *)(a + d) * widen16(b + d, kind);
    float s = lane_sum(acc);
    for (; d < n; ++d) s += a[d] * widen1(b + d, kind);
    return s;
}

/* acc += w * one stored value head (w already carries the value's scale). */
static inline void axpy_kv(float *acc, float w, const char *b, long n, int kind) {
    if (kind == KV_FLOAT32) {
        const float *v = (const float *)b;
        for (long d = 0; d < n; ++d) acc[d] += w * v[d];
        return;
    }
    long d = 0;
    for (; d + 16 <= n; d += 16) {
        vec16 a;
        memcpy(&a, acc + d, sizeof a);
        a += w * widen16(b + d, kind);
        memcpy(acc + d, &a, sizeof a);
    }
    for (; d < n; ++d) acc[d] += w * widen1(b + d, kind);
}

/* The scale of KV head kh at offset o of pool block pb (1 for an unquantized pool). */
static inline float kv_scale(int kind, const float *scales, long pb, long o, long block_size, long kv_heads, long kh) {
    if (kind == KV_INT8) return scales[(pb * block_size + o) * kv_heads + kh];
    if (kind == KV_FP8) return scales[pb * kv_heads + kh];
    return 1.0f;
}

/* The largest of a vector's lanes: the upper half folded onto the lower, four times. */
static inline float lane_max(vec16 v) {
    static const ivec16 fold8 = {8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7};
    static const ivec16 fold4 = {4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3};
    static const ivec16 fold2 = {2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    static const ivec16 fold1 = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0};
    vec16 o = __builtin_shuffle(v, fold8);
    v = select16(v > o, v, o);
    o = __builtin_shuffle(v, fold4);
    v = select16(v > o, v, o);
    o = __builtin_shuffle(v, fold2);
    v = select16(v > o, v, o);
    o = __builtin_shuffle(v, fold1);
    v = select16(v > o, v, o);
    return v[0];
}

/* e^x for x <= 0 (scores minus their maximum), 16 at a time: 2^n * e^r with n = round(x / ln 2)
 * and r = x - n ln 2 in [-ln2 / 2, ln2 / 2], e^r by Cephes' expf polynomial (relative error about
 * 1e-7); below -87 the result is 0, as e^x is under the smallest normal float there. */
static inline vec16 exp16(vec16 x) {
    const ivec16 tiny = x < -87.0f;
    const vec16 floor_x = select16(tiny, (vec16){0} - 87.0f, x);
    const vec16 y = floor_x * 1.44269504088896341f + 0.5f;
    vec16 n = __builtin_convertvector(__builtin_convertvector(y, ivec16), vec16);
    n += __builtin_convertvector(n > y, vec16); /* truncation rounded negatives up: floor them */
    const vec16 r = floor_x - n * 0.693359375f + n * 2.12194440e-4f;
    vec16 p = r * 1.9875691500e-4f + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const ivec16 bits = (__builtin_convertvector(n, ivec16) + 127) << 23;
    vec16 scale;
    memcpy(&scale, &bits, sizeof scale);
    const vec16 out = p * scale;
    return select16(tiny, (vec16){0}, out);
}

/* Context positions per job: a longer context is split into parts, computed apart (in parallel
 * when there are few sequences) and merged through their softmax normalizers, in order. A context
 * under two parts is halved (down to 16 positions a half), so even one short sequence has two jobs. */
#define PART 256

static inline long part_len(long len) {
    if (len >= 2 * PART) return PART;
    const long half = (len + 1) / 2;
    return half < 16 ? 16 : half;
}

/* Slots ahead of the one being read whose keys and values are asked for in advance: the blocks of a
 * table lie scattered, so the hardware's prefetcher, which follows one address stream, restarts at
 * every block; asking four slots ahead, across block boundaries, made long contexts 15-25% faster
 * (bench/cpu_attention_bench.py). */
#define PREFETCH 4

static inline void prefetch_slot(const char *pool, const long *table, long t, long block_size, long slot_bytes) {
    const long b = t / block_size;
    const char *p = pool + (table[b] * block_size + t - b * block_size) * slot_bytes;
    for (long byte = 0; byte < slot_bytes; byte += 64) __builtin_prefetch(p + byte, 0, 3);
}

/* Positions [lo, hi) (at most PART) of one sequence, every query head q[heads][dim] (the heads of one
 * KV head side by side): per head the largest score m, the sum l of e^(score - m) and acc, the
 * values weighted by it. Three passes over the part's slots, all heads at once: the scores (each
 * slot's keys read once), the softmax weights, the weighted values (each slot's values read once,
 * while the part is still in cache). */
static inline __attribute__((always_inline)) void attend_part(
    const float *q, const kv_source *src, int kind, const long *table, long lo, long hi, long heads, long kv_heads,
    long dim, long block_size, float scale, float (*scores)[PART], float *m, float *l, float *acc) {
    const long group = heads / kv_heads, len = hi - lo, padded = (len + 15) / 16 * 16;
    const long es = kv_value_bytes(kind), slot = 2 * kv_heads * dim * es, head = dim * es; /* in bytes */
    /* scores[h][t - lo], the padding past len at -inf so it weighs 0 */
    for (long h = 0; h < heads; ++h) {
        for (long t = len; t < padded; ++t) scores[h][t] = -INFINITY;
    }
    for (long t = lo; t < hi;) { /* block by block: offsets o0..end-1 of block b */
        const long b = t / block_size, o0 = t - b * block_size;
        const long end = hi - b * block_size < block_size ? hi - b * block_size : block_size;
        const char *k = src->pool + (table[b] * block_size + o0) * slot;
        for (long o = o0; o < end; ++o, k += slot, ++t) {
            if (t + PREFETCH < hi) prefetch_slot(src->pool, table, t + PREFETCH, block_size, slot);
            for (long kh = 0, h = 0; kh < kv_heads; ++kh) {
                const float ks = kv_scale(kind, src->k_scale, table[b], o, block_size, kv_heads, kh) * scale;
                for (long g = 0; g < group; ++g, ++h)
                    scores[h][t - lo] = dot_kv(q + h * dim, k + kh * head, dim, kind) * ks;
            }
        }
    }
    for (long h = 0; h < heads; ++h) { /* softmax weights in place of the scores, their maximum and sum */
        float *w = scores[h];
        vec16 top = (vec16){0} - INFINITY;
        for (long t = 0; t < padded; t += 16) {
            vec16 x;
            memcpy(&x, w + t, sizeof x);
            top = select16(x > top, x, top);
        }
        m[h] = lane_max(top);
        vec16 sum = {0};
        for (long t = 0; t < padded; t += 16) {
            vec16 x;
            memcpy(&x, w + t, sizeof x);
            x = exp16(x - m[h]);
            memcpy(w + t, &x, sizeof x);
            sum += x;
        }
        l[h] = lane_sum(sum);
    }
    memset(acc, 0, sizeof(float) * (size_t)(heads * dim));
    for (long t = lo; t < hi;) {
        const long b = t / block_size, o0 = t - b * block_size;
        const long end = hi - b * block_size < block_size ? hi - b * block_size : block_size;
        const char *v = src->pool + (table[b] * block_size + o0) * slot + kv_heads * head;
        for (long o = o0; o < end; ++o, v += slot, ++t) {
            for (long kh = 0, h = 0; kh < kv_heads; ++kh) {
                const float vs = kv_scale(kind, src->v_scale, table[b], o, block_size, kv_heads, kh);
                for (long g = 0; g < group; ++g, ++h)
                    axpy_kv(acc + h * dim, scores[h][t - lo] * vs, v + kh * head, dim, kind);
            }
        }
    }
}

/* attend_part compiled once per storage kind, so each inner loop knows what it reads. */
static void attend_part_of(const float *q, const kv_source *src, int kind, const long *table, long lo, long hi,
                           long heads, long kv_heads, long dim, long block_size, float scale, float (*scores)[PART],
                           float *m, float *l, float *acc) {
    switch (kind) {
    case KV_INT8:
        attend_part(q, src, KV_INT8, table, lo, hi, heads, kv_heads, dim, block_size, scale, scores, m, l, acc);
        break;
    case KV_FP8:
        attend_part(q, src, KV_FP8, table, lo, hi, heads, kv_heads, dim, block_size, scale, scores, m, l, acc);
        break;
    default:
        attend_part(q, src, KV_FLOAT32, table, lo, hi, heads, kv_heads, dim, block_size, scale, scores, m, l, acc);
    }
}

/* Over each sequence's last `window` positions only where window > 0 (a sliding-window layer: keys
 * j >= n - window of a context of n), else over all n. The parts of a sequence and their merge do
 * not depend on the thread count, so neither do the results. Returns 0, or -1 when the parts'
 * buffers could not be allocated (nothing is then to be trusted). */
int kvroute_decode_attention(const float *q, long q_stride, const void *pool, int kv_kind, const float *k_scale,
                             const float *v_scale, const long *blocks, long max_blocks, const long *context_lens,
                             long window, long S, long heads, long kv_heads, long dim, long block_size, float scale,
                             float *out, int threads) {
    const kv_source src = {(const char *)pool, k_scale, v_scale};
    long *first_part = malloc(sizeof(long) * (size_t)(S + 1)); /* sequence s: parts first_part[s].. */
    if (!first_part) return -1;
    first_part[0] = 0;
    for (long s = 0; s < S; ++s) {
        const long n = context_lens[s], start = window > 0 && n > window ? n - window : 0;
        const long len = n - start, part = part_len(len);
        first_part[s + 1] = first_part[s] + (len + part - 1) / part;
    }
    const long parts = first_part[S], stride = heads * (dim + 2); /* a part's m, l and acc */
    float *partial = malloc(sizeof(float) * (size_t)(parts * stride));
    if (!partial) {
        free(first_part);
        return -1;
    }
    int failed = 0;
#pragma omp parallel num_threads(threads) reduction(| : failed)
    {
        float(*scores)[PART] = malloc(sizeof(float) * (size_t)(heads * PART)); /* this thread's */
        failed = scores == NULL;
#pragma omp for schedule(dynamic)
        for (long job = 0; job < parts; ++job) {
            if (!scores) continue;
            long s = 0;
            while (first_part[s + 1] <= job) ++s;
            const long n = context_lens[s], start = window > 0 && n > window ? n - window : 0;
            const long part = part_len(n - start);
            const long lo = start + (job - first_part[s]) * part, hi = lo + part < n ? lo + part : n;
            float *p = partial + job * stride;
            attend_part_of(q + s * q_stride, &src, kv_kind, blocks + s * max_blocks, lo, hi, heads, kv_heads, dim,
                           block_size, scale, scores, p, p + heads, p + 2 * heads);
        }
        free(scores);
    }
    if (failed) {
        free(partial);
        free(first_part);
        return -1;
    }
#pragma omp parallel for num_threads(threads) schedule(static) if (parts > 64)
    for (long s = 0; s < S; ++s) { /* out = sum of acc * e^(m - top) / sum of l * e^(m - top), in part order */
        for (long h = 0; h < heads; ++h) {
            float top = -INFINITY, total = 0.0f;
            for (long j = first_part[s]; j < first_part[s + 1]; ++j) {
                const float mj = partial[j * stride + h];
                top = mj > top ? mj : top;
            }
            float *o = out + (s * heads + h) * dim;
            memset(o, 0, sizeof(float) * (size_t)dim);
            for (long j = first_part[s]; j < first_part[s + 1]; ++j) {
                const float *p = partial + j * stride;
                const float weight = expf(p[h] - top);
                total += p[heads + h] * weight;
                for (long d = 0; d < dim; ++d) o[d] += p[2 * heads + h * dim + d] * weight;
            }
            const float inv = 1.0f / total;
            for (long d = 0; d < dim; ++d) o[d] *= inv;
        }
    }
    free(partial);
    free(first_part);
    return 0;
}

/* The new tokens' keys and values into their slots of one layer's pool ([num_slots, 2, kv_heads,
 * dim]): token t's key row at k + t * k_stride, its value row at v + t * v_stride (kv_heads * dim
 * contiguous values each: views into the fused qkv rows). */
void kvroute_kv_write(float *pool, const long *slots, long T, const float *k, long k_stride, const float *v,
                      long v_stride, long kv_heads, long dim) {
    const long row = kv_heads * dim;
    for (long t = 0; t < T; ++t) {
        float *dst = pool + slots[t] * 2 * row;
        memcpy(dst, k + t * k_stride, sizeof(float) * (size_t)row);
        memcpy(dst + row, v + t * v_stride, sizeof(float) * (size_t)row);
    }
}

/* One head's values quantized symmetrically to int8: the scale is its largest magnitude / 127 (at
 * least 1e-12, so an all-zero head stays zeros), each value divided by it and rounded half to even,
 * as engine/kv_cache.py's torch write computes them: the same bits. */
static void quantize_int8(signed char *dst, float *scale, const float *x, long dim) {
    float amax = 0.0f;
    for (long d = 0; d < dim; ++d) {
        const float a = fabsf(x[d]);
        amax = a > amax ? a : amax;
    }
    float s = amax / 127.0f;
    s = s < 1e-12f ? 1e-12f : s;
    *scale = s;
    for (long d = 0; d < dim; ++d) {
        const float r = nearbyintf(x[d] / s); /* the default rounding mode: half to even, as torch.round */
        dst[d] = (signed char)(r > 127.0f ? 127.0f : r < -127.0f ? -127.0f : r);
    }
}

/* kvroute_kv_write into an int8 pool ([num_slots, 2, kv_heads, dim] bytes) and its scales
 * ([num_slots, kv_heads] floats for keys and for values). */
void kvroute_kv_write_int8(signed char *pool, float *k_scale, float *v_scale, const long *slots, long T,
                           const float *k, long k_stride, const float *v, long v_stride, long kv_heads, long dim) {
    const long row = kv_heads * dim;
    for (long t = 0; t < T; ++t) {
        signed char *dst = pool + slots[t] * 2 * row;
        for (long h = 0; h < kv_heads; ++h) {
            quantize_int8(dst + h * dim, k_scale + slots[t] * kv_heads + h, k + t * k_stride + h * dim, dim);
            quantize_int8(dst + row + h * dim, v_scale + slots[t] * kv_heads + h, v + t * v_stride + h * dim, dim);
        }
    }
}
