-- wrk script for scripts/benchmark-collector.sh and Collector/Benchmarks/team-load.sh: POST /v1/batch with 100
-- events of the example plan per request (a mix of planned events, one in ten invalid), each with a fresh messageId.
-- TRACKPLAN_BENCH_PREFIX (default "t") starts every messageId, so two wrk processes send different messages;
-- TRACKPLAN_BENCH_KEYS=1 adds an Idempotency-Key per request (prefix, thread and request number), so two wrk
-- processes with the same prefix and one thread each send the same keyed batches.
local events = {
  '"type":"track","event":"Product Viewed","anonymousId":"anon-%d","properties":{"product_id":"SHO-10442","price":19.99,"currency":"USD","position":3}',
  '"type":"track","event":"Product Added","userId":"user-%d","properties":{"product_id":"SHO-10442","quantity":2,"price":19.99,"currency":"EUR","cart_id":"0b6a1f52-3c1e-4a55-9b0e-0d7c2f7c1a10"}',
  '"type":"track","event":"Products Searched","anonymousId":"anon-%d","properties":{"query":"shoes","result_count":12}',
  '"type":"screen","name":"Home","anonymousId":"anon-%d","properties":{}',
  '"type":"identify","userId":"user-%d","traits":{"email":"ada@example.com","first_name":"Ada","tier":"plus","created_at":"2026-01-02T03:04:05Z"}',
  '"type":"track","event":"Product Viewed","anonymousId":"anon-%d","properties":{"product_id":"bad","price":"19.99","currency":"XXX"}',
}
local counter = 0
local requests = 0
local thread_id = 0
local prefix = os.getenv("TRACKPLAN_BENCH_PREFIX") or "t"
local keyed = os.getenv("TRACKPLAN_BENCH_KEYS") == "1"

function setup(thread)
  thread:set("thread_id", thread_id)
  thread_id = thread_id + 1
end

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Basic YmVuY2gta2V5Og=="

function request()
  local parts = {}
  for i = 1, 100 do
    counter = counter + 1
    local template = events[(i % 10 == 0) and 6 or ((i % 5) + 1)]
    parts[i] = '{"messageId":"' .. prefix .. thread_id .. '-' .. counter .. '",' .. string.format(template, counter % 1000)
      .. ',"timestamp":"2026-11-23T10:00:00.000Z","context":{"library":{"name":"wrk"}}}'
  end
  local body = '{"batch":[' .. table.concat(parts, ",") .. '],"sentAt":"2026-11-23T10:00:00.000Z"}'
  if not keyed then return wrk.format("POST", "/v1/batch", nil, body) end
  requests = requests + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["Idempotency-Key"] = prefix .. thread_id .. "-" .. requests
  return wrk.format("POST", "/v1/batch", headers, body)
end

function done(summary, latency, requests)
  io.write(string.format("requests: %d, errors: %d (status %d, timeout %d)\n", summary.requests,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout,
    summary.errors.status, summary.errors.timeout))
  io.write(string.format("events/s: %.0f\n", summary.requests * 100 / (summary.duration / 1e6)))
  io.write(string.format("latency p50: %.2f ms, p90: %.2f ms, p99: %.2f ms, max: %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
