/* Attention of one new token per sequence over its context in the paged KV pool, float32, read
 * in place through the block table: no gathered copy, no padding to the longest sequence; and the
 * write of new keys and values into the pool that comes before it.
 *
 * Pool layout (engine/kv_cache.py), one layer: [num_blocks, block_size, 2, kv_heads, head_dim],
 * each slot's key then value. Queries [S, heads, head_dim], rows q_stride floats apart (a view into
 * the fused qkv rows will do); the query heads of one KV head (GQA) are served together, so each
 * key and value is read once per sequence. Exact softmax in two passes over the context: the
 * scores (and their maximum), then exp and the weighted values.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* Over each sequence's last `window` positions only where window > 0 (a sliding-window layer: keys
 * j >= n - window of a context of n), else over all n. Returns 0, or -1 when a score buffer could
 * not be allocated (nothing is then to be trusted). */
int kvroute_decode_attention(const float *q, long q_stride, const float *pool, const long *blocks, long max_blocks,
                             const long *context_lens, long window, long S, long heads, long kv_heads, long dim,
                             long block_size, float scale, float *out, int threads) {
    const long group = heads / kv_heads, slot = 2 * kv_heads * dim;
    int failed = 0;
#pragma omp parallel for num_threads(threads) schedule(dynamic) reduction(| : failed)
    for (long job = 0; job < S * kv_heads; ++job) {
        const long s = job / kv_heads, h = job % kv_heads, n = context_lens[s];
        const long start = window > 0 && n > window ? n - window : 0, len = n - start;
        const long *table = blocks + s * max_blocks;
        const float *qs = q + s * q_stride + h * group * dim;
        float *os = out + (s * heads + h * group) * dim;
        const long padded = (len + 15) / 16 * 16;
        float *scores = malloc(sizeof(float) * (size_t)(padded * group));
        if (!scores) {
            failed = 1;
            continue;
        }
        /* Scores [group][padded] of positions start.., the padding past n at -inf so it weighs 0. */
        float inv_sum[group];
        for (long g = 0; g < group; ++g) {
            for (long t = len; t < padded; ++t) scores[g * padded + t] = -INFINITY;
        }
        for (long t = start; t < n;) { /* block by block: offsets o0..end-1 of block b */
            const long b = t / block_size, o0 = t - b * block_size;
            const long end = n - b * block_size < block_size ? n - b * block_size : block_size;
            const float *k = pool + (table[b] * block_size + o0) * slot + h * dim;
            for (long o = o0; o < end; ++o, k += slot, ++t) {
                for (long g = 0; g < group; ++g) scores[g * padded + t - start] = dot(qs + g * dim, k, dim) * scale;
            }
        }
        for (long g = 0; g < group; ++g) { /* softmax weights in place of the scores, and their sum */
            float *w = scores + g * padded;
            vec16 m = (vec16){0} - INFINITY;
            for (long t = 0; t < padded; t += 16) {
                vec16 x;
                memcpy(&x, w + t, sizeof x);
                m = select16(x > m, x, m);
            }
            float top = m[0];
            for (int i = 1; i < 16; ++i) top = m[i] > top ? m[i] : top;
            vec16 sum = {0};
            for (long t = 0; t < padded; t += 16) {
                vec16 x;
                memcpy(&x, w + t, sizeof x);
                x = exp16(x - top);
                memcpy(w + t, &x, sizeof x);
                sum += x;
            }
            inv_sum[g] = 1.0f / lane_sum(sum); /* the sum is >= 1: the maximum weighs 1 */
        }
        memset(os, 0, sizeof(float) * (size_t)(group * dim));
        for (long t = start; t < n;) {
            const long b = t / block_size, o0 = t - b * block_size;
            const long end = n - b * block_size < block_size ? n - b * block_size : block_size;
            const float *v = pool + (table[b] * block_size + o0) * slot + (kv_heads + h) * dim;
            for (long o = o0; o < end; ++o, v += slot, ++t) {
                for (long g = 0; g < group; ++g) {
                    const float w = scores[g * padded + t - start];
                    float *acc = os + g * dim;
                    for (long d = 0; d < dim; ++d) acc[d] += w * v[d];
                }
            }
        }
        for (long g = 0; g < group; ++g) {
            for (long d = 0; d < dim; ++d) os[g * dim + d] *= inv_sum[g];
        }
        free(scores);
    }
    return failed ? -1 : 0;
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
