/* The kernels of engine/csrc, for the C that calls one from another (decode_layers.c) and the
 * vector type they share. engine/native.py builds every .c here into one library. */
#ifndef KVROUTE_KERNELS_H
#define KVROUTE_KERNELS_H

/* 16 floats: one AVX-512 register, two AVX2 ones (GCC vector extensions, so -march=native picks). */
typedef float vec16 __attribute__((vector_size(64), aligned(4)));

/* How a KV pool stores its values (engine/cpu_ops.py's POOL_KINDS, engine/kv_cache.py's layouts). */
enum { KV_FLOAT32 = 0, KV_INT8 = 1, KV_FP8 = 2 };

/* Bytes of one stored key or value element of a pool of that kind. */
static inline long kv_value_bytes(int kind) { return kind == KV_FLOAT32 ? (long)sizeof(float) : 1; }

void kvroute_panel_linear(const float *x, long M, long K, const float *panels, long G, const float *bias,
                          float *y, long N, int threads);
void kvroute_rms_norm(const float *x, const float *residual, const float *weight, float eps, float *out,
                      float *residual_out, long M, long K, int threads);
void kvroute_silu_mul(const float *gate_up, float *out, long M, long I, int threads);
void kvroute_rope(float *x, long T, long heads, long dim, long row_stride, const float *cos_t, const float *sin_t);
void kvroute_kv_write(float *pool, const long *slots, long T, const float *k, long k_stride, const float *v,
                      long v_stride, long kv_heads, long dim);
void kvroute_kv_write_int8(signed char *pool, float *k_scale, float *v_scale, const long *slots, long T,
                           const float *k, long k_stride, const float *v, long v_stride, long kv_heads, long dim);
int kvroute_decode_attention(const float *q, long q_stride, const void *pool, int kv_kind, const float *k_scale,
                             const float *v_scale, const long *blocks, long max_blocks, const long *context_lens,
                             long window, long S, long heads, long kv_heads, long dim, long block_size, float scale,
                             float *out, int threads);

#endif
