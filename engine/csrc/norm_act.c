/* The small float32 steps between a decoder layer's projections, each one pass over its rows:
 * RMSNorm (with the residual add before it fused in), rotary embedding and SwiGLU's
 * silu(gate) * up. At a decode step's few rows torch spends more time dispatching their half dozen
 * operators than computing. */
#include <math.h>

#include "kernels.h"

/* h = x (+ residual); out = h / sqrt(mean(h^2) + eps) * weight; residual_out = h when given.
 * x, residual, out, residual_out: [M, K] row-major (residual_out may alias residual). */
void kvroute_rms_norm(const float *x, const float *residual, const float *weight, float eps,
                      float *out, float *residual_out, long M, long K, int threads) {
#pragma omp parallel for num_threads(threads) schedule(static) if (M * K >= 65536)
    for (long m = 0; m < M; ++m) {
        const float *xr = x + m * K;
        float *o = out + m * K;
        float sq = 0.0f;
        if (residual) {
            const float *rr = residual + m * K;
            float *ro = residual_out + m * K;
            for (long k = 0; k < K; ++k) {
                const float h = xr[k] + rr[k];
                ro[k] = h;
                o[k] = h;
                sq += h * h;
            }
            xr = o;
        } else {
            for (long k = 0; k < K; ++k) sq += xr[k] * xr[k];
        }
        const float inv = 1.0f / sqrtf(sq / (float)K + eps);
        for (long k = 0; k < K; ++k) o[k] = xr[k] * inv * weight[k];
    }
}

/* out[m, i] = silu(gate_up[m, i]) * gate_up[m, I + i]: gate_up [M, 2I], out [M, I]. */
void kvroute_silu_mul(const float *gate_up, float *out, long M, long I, int threads) {
#pragma omp parallel for num_threads(threads) schedule(static) if (M * I >= 65536)
    for (long m = 0; m < M; ++m) {
        const float *g = gate_up + m * 2 * I, *u = g + I;
        float *o = out + m * I;
        for (long i = 0; i < I; ++i) o[i] = g[i] / (1.0f + expf(-g[i])) * u[i];
    }
}

/* Rotary embedding in place, transformers' convention: x * cos + rotate_half(x) * sin, where
 * rotate_half maps the halves (x1, x2) of a head to (-x2, x1) and `sin` comes with its first half
 * negated (engine/model.py's rope_tables). x: T rows of `heads` heads of `dim` values, rows
 * `row_stride` floats apart (the q and k heads of a fused qkv row); cos, sin: [T, dim]. */
void kvroute_rope(float *x, long T, long heads, long dim, long row_stride, const float *cos_t,
                  const float *sin_t) {
    const long half = dim / 2;
    for (long t = 0; t < T; ++t) {
        const float *c = cos_t + t * dim, *s = sin_t + t * dim;
        for (long h = 0; h < heads; ++h) {
            float *v = x + t * row_stride + h * dim;
            for (long i = 0; i < half; ++i) {
                const float a = v[i], b = v[i + half];
                v[i] = a * c[i] + b * s[i];
                v[i + half] = b * c[i + half] + a * s[i + half];
            }
        }
    }
}
