# workerd configuration for the conformance run: one Worker (the bundle entry.mjs writes next to a
# copy of this file) on one HTTP socket. entry.mjs overrides the address with --socket-addr.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:8787", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  # The date of this workerd release: the newest behaviour, and no nodejs_compat flag, as a plain Worker.
  compatibilityDate = "2026-10-23",
  bindings = [(name = "RATEBOOK_KEY", text = "live_conformance_key")],
);
