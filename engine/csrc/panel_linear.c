/* y = x @ W.T (+ bias) in float32, with W stored as column panels: panel g holds output columns
 * 16g..16g+15, laid out [K][16], so each step of the inner loop reads 16 weights that sit next to
 * each other and multiplies them by one input value per row.
 *
 * Why a kernel of our own: at the few rows of a decode step the BLAS and oneDNN GEMMs torch calls
 * read the weights at half to two thirds of what the memory can deliver; this loop streams each
 * panel once at memory speed for up to ROWS rows, and at prefill sizes it keeps pace with oneDNN
 * (docs/benchmarks.md). Written with GCC vector extensions, so one source compiles to AVX-512 or
 * AVX2 (or anything else) for the machine it is built on (-march=native).
 */
#include <string.h>

#include "kernels.h"

#if defined(__AVX512F__)
#define ROWS 8 /* rows per pass: 2 x ROWS accumulators fit the 32 vector registers */
#else
#define ROWS 4 /* AVX2: 16 registers of 8 floats, so a vec16 takes two */
#endif

static inline vec16 load16(const float *p) { return *(const vec16 *)p; }

/* `rows` (<= ROWS) rows of x against one panel: out[r][0..15]. */
static inline void panel_rows(const float *x, long K, const float *panel, int rows, float out[ROWS][16]) {
    vec16 a[ROWS], c[ROWS];
    for (int r = 0; r < ROWS; ++r) a[r] = c[r] = (vec16){0};
    long k = 0;
    for (; k + 2 <= K; k += 2) { /* two independent chains per row hide the FMA latency */
        vec16 w0 = load16(panel + k * 16), w1 = load16(panel + k * 16 + 16);
        for (int r = 0; r < rows; ++r) {
            a[r] += w0 * x[r * K + k];
            c[r] += w1 * x[r * K + k + 1];
        }
    }
    if (k < K) {
        vec16 w0 = load16(panel + k * 16);
        for (int r = 0; r < rows; ++r) a[r] += w0 * x[r * K + k];
    }
    for (int r = 0; r < rows; ++r) {
        vec16 s = a[r] + c[r];
        memcpy(out[r], &s, sizeof s);
    }
}

/* One row against one panel, with four chains: a decode step of one sequence. */
static inline void panel_row(const float *x, long K, const float *panel, float out[16]) {
    vec16 a = {0}, b = {0}, c = {0}, d = {0};
    long k = 0;
    for (; k + 4 <= K; k += 4) {
        a += load16(panel + k * 16) * x[k];
        b += load16(panel + k * 16 + 16) * x[k + 1];
        c += load16(panel + k * 16 + 32) * x[k + 2];
        d += load16(panel + k * 16 + 48) * x[k + 3];
    }
    for (; k < K; ++k) a += load16(panel + k * 16) * x[k];
    vec16 s = (a + b) + (c + d);
    memcpy(out, &s, sizeof s);
}

/* x [M, K] row-major; panels [G, K, 16] (output columns past N are padding); bias [N] or NULL;
 * y [M, N] row-major. Panels are split over `threads` threads. */
void kvroute_panel_linear(const float *x, long M, long K, const float *panels, long G,
                          const float *bias, float *y, long N, int threads) {
#pragma omp parallel for num_threads(threads) schedule(static)
    for (long g = 0; g < G; ++g) {
        const float *panel = panels + g * K * 16;
        const long col = g * 16, width = N - col < 16 ? N - col : 16;
        float out[ROWS][16];
        for (long m = 0; m < M; m += ROWS) {
            const int rows = M - m < ROWS ? (int)(M - m) : ROWS;
            /* a constant row count lets the compiler unroll the row loop and keep accumulators in registers */
            if (rows == 1) panel_row(x + m * K, K, panel, out[0]);
            else if (rows == ROWS) panel_rows(x + m * K, K, panel, ROWS, out);
            else panel_rows(x + m * K, K, panel, rows, out);
            for (int r = 0; r < rows; ++r) {
                float *dst = y + (m + r) * N + col;
                if (bias) for (long j = 0; j < width; ++j) dst[j] = out[r][j] + bias[col + j];
                else memcpy(dst, out[r], width * sizeof(float));
            }
        }
    }
}
