/* Every decoder layer of a decode step, one call: the same kernels, in the same order and on the
 * same threads, as engine/model.py's layers call one by one, so the result is the same to the bit.
 *
 * Why: at a decode step's few rows the kernels take about 18 ms on SmolLM2-135M, and driving them
 * from Python (thirty layers of module calls, tensor allocations and argument checks between
 * twenty kernel calls each) added about 4.5 ms more (docs/benchmarks.md). engine/cpu_decode.py
 * decides when a step can take this path and lays out the per-layer table read here.
 */
#include <string.h>

#include "kernels.h"

/* One layer's row of the table: addresses of float32 tensors and panel counts, as longs, and the
 * layer's sliding window (0: full attention). */
enum {
    IN_NORM, QKV_PANELS, QKV_GROUPS, QKV_BIAS, O_PANELS, O_GROUPS, O_BIAS,
    POST_NORM, GATE_UP_PANELS, GATE_UP_GROUPS, DOWN_PANELS, DOWN_GROUPS, WINDOW, LAYER_FIELDS
};

#define F(row, field) ((const float *)(row)[field])

/* h [S, hidden]: the embeddings in, the last layer's output out; residual [S, hidden]: the residual
 * stream out (the model's hidden state is h + residual). pool: layer 0 of the KV pool, a layer
 * `layer_stride` values long, stored as kv_kind says (float32, or int8 with k_scale and v_scale:
 * layer 0's scales, a layer `scale_stride` floats long); slots [S], blocks [S, max_blocks], context_lens [S]: the step's
 * metadata (checked by engine/attention.py's check_batch). scratch: S * (hidden + qkv + heads * dim
 * + 3 * inter) floats. Returns 0, or -1 when attention could not allocate its score buffers. */
int kvroute_decode_layers(const long *table, long n_layers, float *h, float *residual, long S, long hidden,
                          long heads, long kv_heads, long dim, long inter, const float *cos_t, const float *sin_t,
                          float eps, void *pool, int kv_kind, long layer_stride, float *k_scale, float *v_scale,
                          long scale_stride, const long *slots, const long *blocks,
                          long max_blocks, const long *context_lens, long block_size, float scale, float *scratch,
                          int threads) {
    const long q_size = heads * dim, kv_size = kv_heads * dim, qkv_size = q_size + 2 * kv_size;
    float *x = scratch, *qkv = x + S * hidden, *attn = qkv + S * qkv_size, *gate_up = attn + S * q_size;
    float *act = gate_up + S * 2 * inter;
    const long layer_bytes = layer_stride * kv_value_bytes(kv_kind);
    for (long l = 0; l < n_layers; ++l) {
        const long *row = table + l * LAYER_FIELDS;
        char *layer_pool = (char *)pool + l * layer_bytes;
        float *layer_k_scale = kv_kind == KV_INT8 ? k_scale + l * scale_stride : NULL;
        float *layer_v_scale = kv_kind == KV_INT8 ? v_scale + l * scale_stride : NULL;
        if (l == 0) {
            memcpy(residual, h, sizeof(float) * (size_t)(S * hidden));
            kvroute_rms_norm(h, NULL, F(row, IN_NORM), eps, x, NULL, S, hidden, threads);
        } else {
            kvroute_rms_norm(h, residual, F(row, IN_NORM), eps, x, residual, S, hidden, threads);
        }
        kvroute_panel_linear(x, S, hidden, F(row, QKV_PANELS), row[QKV_GROUPS], F(row, QKV_BIAS), qkv, qkv_size,
                             threads);
        kvroute_rope(qkv, S, heads + kv_heads, dim, qkv_size, cos_t, sin_t);
        if (kv_kind == KV_INT8) {
            kvroute_kv_write_int8((signed char *)layer_pool, layer_k_scale, layer_v_scale, slots, S, qkv + q_size,
                                  qkv_size, qkv + q_size + kv_size, qkv_size, kv_heads, dim);
        } else {
            kvroute_kv_write((float *)layer_pool, slots, S, qkv + q_size, qkv_size, qkv + q_size + kv_size, qkv_size,
                             kv_heads, dim);
        }
        if (kvroute_decode_attention(qkv, qkv_size, layer_pool, kv_kind, layer_k_scale, layer_v_scale, blocks,
                                     max_blocks, context_lens, row[WINDOW], S, heads, kv_heads, dim, block_size, scale,
                                     attn, threads))
            return -1;
        kvroute_panel_linear(attn, S, q_size, F(row, O_PANELS), row[O_GROUPS], F(row, O_BIAS), h, hidden, threads);
        kvroute_rms_norm(h, residual, F(row, POST_NORM), eps, x, residual, S, hidden, threads);
        kvroute_panel_linear(x, S, hidden, F(row, GATE_UP_PANELS), row[GATE_UP_GROUPS], NULL, gate_up, 2 * inter,
                             threads);
        kvroute_silu_mul(gate_up, act, S, inter, threads);
        kvroute_panel_linear(act, S, inter, F(row, DOWN_PANELS), row[DOWN_GROUPS], NULL, h, hidden, threads);
    }
    return 0;
}
