"""kustomize_render: hand-derived expectations for every supported feature, and equality with `kubectl kustomize`.

Each scenario builds a small kustomization tree in tmp_path. The feature tests assert what kustomize produces
(worked out by hand; the name hashes are kustomize's, checked once against kubectl); the kubectl tests, which run
only where kubectl is installed, assert that the renderer and `kubectl kustomize` agree document for document.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from kustomize_render import render

KUBECTL = shutil.which("kubectl")
needs_kubectl = pytest.mark.skipif(KUBECTL is None, reason="kubectl is not installed")


def write(root: Path, files: dict[str, str | bytes]) -> None:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(textwrap.dedent(content).lstrip("\n"))


def kubectl_render(directory: Path) -> list[dict]:
    out = subprocess.run([KUBECTL, "kustomize", str(directory)], check=True, capture_output=True, text=True).stdout
    return [doc for doc in yaml.safe_load_all(out) if doc is not None]


def find(docs: list[dict], kind: str, name: str) -> dict:
    (doc,) = [d for d in docs if d["kind"] == kind and d["metadata"]["name"] == name]
    return doc


def named(docs: list[dict], kind: str, prefix: str) -> dict:
    (doc,) = [d for d in docs if d["kind"] == kind and d["metadata"]["name"].startswith(prefix + "-")]
    return doc


# ------------------------------------------------------------------ scenario: base + overlay + component

def app_tree(root: Path) -> Path:
    write(root, {
        "base/kustomization.yaml": """
            apiVersion: kustomize.config.k8s.io/v1beta1
            kind: Kustomization
            resources: [deployment.yaml, service.yaml, rbac.yaml]
            generatorOptions:
              labels: {generated: "true"}
            configMapGenerator:
            - name: app-config
              literals: [a=b]
            secretGenerator:
            - name: app-secret
              literals: [p=pw]
            - name: pull
              type: kubernetes.io/dockerconfigjson
              files: [.dockerconfigjson=dockerconfig.json]
              options: {disableNameSuffixHash: true}
            """,
        "base/dockerconfig.json": '{"auths": {}}\n',
        "base/deployment.yaml": """
            apiVersion: apps/v1
            kind: Deployment
            metadata:
              name: web
              labels: {app: web}
            spec:
              replicas: 1
              revisionHistoryLimit: 5
              selector:
                matchLabels: {app: web}
              template:
                metadata:
                  labels: {app: web}
                spec:
                  serviceAccountName: web
                  imagePullSecrets: [{name: pull}]
                  containers:
                  - name: web
                    image: registry.example.com/web:1.0
                    args: [--port=8080]
                    env:
                    - {name: MODE, value: base}
                    - {name: TOKEN, valueFrom: {secretKeyRef: {name: app-secret, key: p}}}
                    envFrom: [{configMapRef: {name: app-config}}]
                    volumeMounts: [{name: config, mountPath: /etc/web}]
                  - name: log
                    image: busybox:1.36
                  - name: metrics
                    image: prom/exporter:0.1
                  volumes:
                  - {name: config, configMap: {name: app-config}}
                  - {name: creds, secret: {secretName: app-secret}}
                  - {name: scratch, emptyDir: {}}
            """,
        "base/service.yaml": """
            apiVersion: v1
            kind: Service
            metadata: {name: web}
            spec:
              selector: {app: web}
              ports: [{name: http, port: 80, targetPort: 8080}]
            """,
        "base/rbac.yaml": """
            apiVersion: v1
            kind: ServiceAccount
            metadata: {name: web}
            ---
            apiVersion: rbac.authorization.k8s.io/v1
            kind: Role
            metadata: {name: web}
            rules: [{apiGroups: [""], resources: [configmaps], verbs: [get]}]
            ---
            apiVersion: rbac.authorization.k8s.io/v1
            kind: RoleBinding
            metadata: {name: web}
            roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: web}
            subjects: [{kind: ServiceAccount, name: web}]
            """,
        "components/debug/kustomization.yaml": """
            apiVersion: kustomize.config.k8s.io/v1alpha1
            kind: Component
            resources: [flags.yaml]
            configMapGenerator:
            - name: app-config
              behavior: merge
              literals: [DEBUG=1]
            patches:
            - patch: |-
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: web}
                spec:
                  template:
                    spec:
                      containers:
                      - name: web
                        env: [{name: DEBUG, value: "1"}]
            """,
        "components/debug/flags.yaml": """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: debug-flags}
            data: {verbose: "true"}
            """,
        "overlays/prod/kustomization.yaml": """
            resources: [../../base]
            components: [../../components/debug]
            namespace: prod
            labels:
            - pairs: {team: search}
            - pairs: {tier: frontend}
              includeSelectors: true
            - pairs: {release: stable}
              includeTemplates: true
            commonAnnotations: {owner: search-team}
            images:
            - {name: registry.example.com/web, newTag: "2.0"}
            - {name: busybox, newName: mirror.example.com/busybox}
            replicas: [{name: web, count: 3}]
            configMapGenerator:
            - name: app-config
              behavior: merge
              literals: [a=overridden, c=d]
            - name: extra
              literals: [a=b]
            secretGenerator:
            - name: app-secret
              behavior: replace
              literals: [q=qq]
            patches:
            - path: patch-web.yaml
            """,
        "overlays/prod/patch-web.yaml": """
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web}
            spec:
              revisionHistoryLimit: null
              template:
                spec:
                  containers:
                  - name: web
                    args: [--port=9090]
                    env:
                    - {name: MODE, value: prod}
                    - {name: TOKEN, $patch: delete}
                  - name: metrics
                    $patch: delete
                  volumes:
                  - {name: scratch, $patch: delete}
            """,
    })
    return root / "overlays/prod"


def test_overlay_generators_merge_replace_and_hash(tmp_path: Path) -> None:
    docs = render(app_tree(tmp_path))
    config = named(docs, "ConfigMap", "app-config")
    assert config["data"] == {"a": "overridden", "c": "d", "DEBUG": "1"}  # base, overlay merge, component merge
    assert config["metadata"]["labels"]["generated"] == "true"  # the base's generatorOptions survive the merges
    secret = named(docs, "Secret", "app-secret")
    assert secret["data"] == {"q": "cXE="} and secret["type"] == "Opaque"  # replaced, not merged
    # kustomize v5 hashes kind, data (and type) but not the name: {"a": "b"} always gives this suffix.
    assert find(docs, "ConfigMap", "extra-4h2mbtbbt6")["data"] == {"a": "b"}
    pull = find(docs, "Secret", "pull")  # disableNameSuffixHash
    assert pull["type"] == "kubernetes.io/dockerconfigjson" and pull["data"] == {".dockerconfigjson": "eyJhdXRocyI6IHt9fQo="}
    assert find(docs, "ConfigMap", "debug-flags")["metadata"]["namespace"] == "prod"  # the component's resource


def test_overlay_references_follow_hashed_names(tmp_path: Path) -> None:
    docs = render(app_tree(tmp_path))
    config, secret = named(docs, "ConfigMap", "app-config")["metadata"]["name"], named(docs, "Secret", "app-secret")["metadata"]["name"]
    pod = find(docs, "Deployment", "web")["spec"]["template"]["spec"]
    assert pod["containers"][0]["envFrom"] == [{"configMapRef": {"name": config}}]
    assert pod["volumes"] == [{"name": "config", "configMap": {"name": config}}, {"name": "creds", "secret": {"secretName": secret}}]
    assert pod["imagePullSecrets"] == [{"name": "pull"}]
    assert find(docs, "RoleBinding", "web")["subjects"] == [{"kind": "ServiceAccount", "name": "web", "namespace": "prod"}]


def test_overlay_patches_in_component_then_overlay_order(tmp_path: Path) -> None:
    deployment = find(render(app_tree(tmp_path)), "Deployment", "web")
    assert "revisionHistoryLimit" not in deployment["spec"]  # null deletes
    assert deployment["spec"]["replicas"] == 3
    pod = deployment["spec"]["template"]["spec"]
    assert [c["name"] for c in pod["containers"]] == ["web", "log"]  # metrics deleted
    web = pod["containers"][0]
    # The component's patch put DEBUG first; the overlay's patch then listed MODE first and deleted TOKEN.
    assert web["env"] == [{"name": "MODE", "value": "prod"}, {"name": "DEBUG", "value": "1"}]
    assert web["args"] == ["--port=9090"]  # plain lists are replaced
    assert web["volumeMounts"] == [{"name": "config", "mountPath": "/etc/web"}]
    assert [v["name"] for v in pod["volumes"]] == ["config", "creds"]


def test_overlay_namespace_labels_annotations_images(tmp_path: Path) -> None:
    docs = render(app_tree(tmp_path))
    assert all(d["metadata"]["namespace"] == "prod" for d in docs)
    deployment, service = find(docs, "Deployment", "web"), find(docs, "Service", "web")
    all_labels = {"app": "web", "team": "search", "tier": "frontend", "release": "stable"}
    assert deployment["metadata"]["labels"] == all_labels
    assert deployment["spec"]["selector"]["matchLabels"] == {"app": "web", "tier": "frontend"}
    template = deployment["spec"]["template"]["metadata"]
    assert template["labels"] == {"app": "web", "tier": "frontend", "release": "stable"}
    assert template["annotations"] == {"owner": "search-team"}
    assert service["spec"]["selector"] == {"app": "web", "tier": "frontend"}
    assert service["metadata"] == {"name": "web", "namespace": "prod", "annotations": {"owner": "search-team"},
                                   "labels": {"team": "search", "tier": "frontend", "release": "stable"}}
    images = [c["image"] for c in deployment["spec"]["template"]["spec"]["containers"]]
    assert images == ["registry.example.com/web:2.0", "mirror.example.com/busybox:1.36"]


def test_overlay_order_is_kustomize_legacy_order(tmp_path: Path) -> None:
    order = [(d["kind"], re.sub(r"-[0-9a-z]{10}$", "", d["metadata"]["name"])) for d in render(app_tree(tmp_path))]
    assert order == [("ServiceAccount", "web"), ("Role", "web"), ("RoleBinding", "web"), ("ConfigMap", "app-config"),
                     ("ConfigMap", "debug-flags"), ("ConfigMap", "extra"), ("Secret", "app-secret"), ("Secret", "pull"),
                     ("Service", "web"), ("Deployment", "web")]


# ------------------------------------------------------------------ scenario: strategic merge details

def smp_tree(root: Path) -> Path:
    write(root, {
        "kustomization.yaml": """
            resources: [resources.yaml]
            patches:
            - path: patch.yaml
            - target: {kind: Widget}
              patch: |-
                apiVersion: example.com/v1
                kind: Widget
                metadata: {name: ignored-with-a-target, labels: {patched: "true"}}
                spec:
                  items: [{name: c}]
            """,
        "resources.yaml": """
            apiVersion: apps/v1
            kind: StatefulSet
            metadata: {name: db}
            spec:
              updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 1}}
              template:
                spec:
                  tolerations: [{key: a, operator: Exists}]
                  containers:
                  - name: db
                    image: postgres
                    ports: [{containerPort: 5432, protocol: TCP}, {containerPort: 9187, protocol: TCP}]
                    volumeMounts: [{name: data, mountPath: /data}, {name: run, mountPath: /run}]
                    resources: {limits: {cpu: "1", memory: 1Gi}}
                  volumes: [{name: run, emptyDir: {}}]
            ---
            apiVersion: v1
            kind: Service
            metadata: {name: db}
            spec:
              ports: [{name: pg, port: 5432}, {name: metrics, port: 9187}]
            ---
            apiVersion: example.com/v1
            kind: Widget
            metadata: {name: w}
            spec:
              items: [{name: a}, {name: b}]
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: doomed}
            """,
        "patch.yaml": """
            apiVersion: apps/v1
            kind: StatefulSet
            metadata: {name: db}
            spec:
              updateStrategy: {$patch: replace, type: OnDelete}
              template:
                spec:
                  tolerations: [{key: b, operator: Exists}]
                  containers:
                  - name: exporter
                    image: exporter
                  - name: db
                    ports: [{containerPort: 9187, protocol: TCP, name: metrics}, {containerPort: 1, protocol: TCP}]
                    volumeMounts: [{name: data2, mountPath: /data}]
                    resources: {limits: {cpu: null}}
                  volumes: [{name: run, emptyDir: null, configMap: {name: run}}]
            ---
            apiVersion: v1
            kind: Service
            metadata: {name: db}
            spec:
              ports: [{port: 9187, targetPort: 9000}, {port: 80}]
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: doomed}
            $patch: delete
            """,
    })
    return root


def test_strategic_merge_lists(tmp_path: Path) -> None:
    docs = render(smp_tree(tmp_path))
    spec = find(docs, "StatefulSet", "db")["spec"]
    assert spec["updateStrategy"] == {"type": "OnDelete"}  # $patch: replace
    pod = spec["template"]["spec"]
    assert pod["tolerations"] == [{"key": "b", "operator": "Exists"}]  # no merge key: replaced
    assert [c["name"] for c in pod["containers"]] == ["exporter", "db"]  # patch order first, then the rest
    db = pod["containers"][1]
    assert db["image"] == "postgres" and db["resources"] == {"limits": {"memory": "1Gi"}}
    # ports are keyed by (containerPort, protocol): new ones first, the others keep their place.
    assert db["ports"] == [{"containerPort": 1, "protocol": "TCP"}, {"containerPort": 5432, "protocol": "TCP"},
                           {"containerPort": 9187, "protocol": "TCP", "name": "metrics"}]
    assert db["volumeMounts"] == [{"name": "data2", "mountPath": "/data"}, {"name": "run", "mountPath": "/run"}]
    assert pod["volumes"] == [{"name": "run", "configMap": {"name": "run"}}]
    ports = find(docs, "Service", "db")["spec"]["ports"]
    assert ports == [{"name": "metrics", "port": 9187, "targetPort": 9000}, {"port": 80}, {"name": "pg", "port": 5432}]
    widget = find(docs, "Widget", "w")
    assert widget["spec"]["items"] == [{"name": "c"}]  # lists of custom resources are replaced
    assert widget["metadata"] == {"name": "w", "labels": {"patched": "true"}}
    assert not [d for d in docs if d["metadata"]["name"] == "doomed"]  # $patch: delete on a whole object


# ------------------------------------------------------------------ scenario: JSON 6902

def json6902_tree(root: Path) -> Path:
    deployment = """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: {name}
          labels: {{old: x}}
        spec:
          replicas: 1
          template:
            spec:
              containers:
              - name: main
                image: nginx
                args: [--b]
                env: [{{name: A, value: "1"}}, {{name: B, value: "2"}}]
        """
    write(root, {
        "kustomization.yaml": """
            resources: [deployments.yaml, configmaps.yaml]
            patches:
            - target: {group: apps, kind: Deployment, name: "web-.*"}
              patch: |-
                - {op: add, path: /metadata/annotations, value: {example.com/owner: me}}
                - {op: add, path: /metadata/annotations/example.com~1team, value: search}
                - {op: add, path: /metadata/labels/a~0b, value: tilde}
                - {op: add, path: /spec/template/spec/containers/-, value: {name: sidecar, image: envoy}}
                - {op: add, path: /spec/template/spec/containers/0/args/0, value: --a}
                - {op: replace, path: /spec/replicas, value: 5}
                - {op: test, path: /spec/replicas, value: 5}
                - {op: remove, path: /spec/template/spec/containers/0/env/0}
                - {op: move, from: /metadata/labels/old, path: /metadata/labels/new}
                - {op: copy, from: /spec/template/spec/containers/0/image, path: /metadata/labels/image}
            - target: {kind: ConfigMap, labelSelector: "patch=yes"}
              path: cm-patch.json
            """,
        "deployments.yaml": "---\n".join(textwrap.dedent(deployment).format(name=n) for n in ("web-a", "web-b", "other")),
        "configmaps.yaml": """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: one, labels: {patch: "yes"}}
            data: {k: v}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: two, labels: {patch: "no"}}
            data: {k: v}
            """,
        "cm-patch.json": '[{"op": "replace", "path": "/data/k", "value": "patched"}]\n',
    })
    return root


def test_json6902_operations(tmp_path: Path) -> None:
    docs = render(json6902_tree(tmp_path))
    for name in ("web-a", "web-b"):
        d = find(docs, "Deployment", name)
        assert d["metadata"]["annotations"] == {"example.com/owner": "me", "example.com/team": "search"}
        assert d["metadata"]["labels"] == {"new": "x", "a~b": "tilde", "image": "nginx"}
        assert d["spec"]["replicas"] == 5
        main, sidecar = d["spec"]["template"]["spec"]["containers"]
        assert main["args"] == ["--a", "--b"] and main["env"] == [{"name": "B", "value": "2"}]
        assert sidecar == {"name": "sidecar", "image": "envoy"}
    assert find(docs, "Deployment", "other")["spec"]["replicas"] == 1  # name regex is anchored
    assert find(docs, "ConfigMap", "one")["data"] == {"k": "patched"}
    assert find(docs, "ConfigMap", "two")["data"] == {"k": "v"}


def test_json6902_errors(tmp_path: Path) -> None:
    write(tmp_path, {
        "r.yaml": "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n",
        "kustomization.yaml": """
            resources: [r.yaml]
            patches:
            - target: {kind: ConfigMap}
              patch: '[{"op": "remove", "path": "/data/missing"}]'
            """,
    })
    with pytest.raises(ValueError, match="JSON patch"):
        render(tmp_path)


# ------------------------------------------------------------------ scenario: generators

def generator_tree(root: Path) -> Path:
    write(root, {
        "kustomization.yaml": """
            generatorOptions:
              labels: {scope: global, kind: generated}
              annotations: {note: global}
            configMapGenerator:
            - name: files
              files: [app.conf, renamed.txt=other.txt, blob.bin]
            - name: env
              envs: [app.env]
              literals: ['QUOTED="a b"', "SINGLE='c'", EQ=x=y]
              options:
                labels: {scope: local}
            - name: fixed
              literals: [k=v]
              options: {disableNameSuffixHash: true}
            - name: simple
              literals: [a=b]
            secretGenerator:
            - name: tls
              type: kubernetes.io/tls
              literals: [tls.crt=c, tls.key=k]
            - name: opaque
              literals: [p=pw]
            """,
        "app.conf": "listen <8080> & more\n",
        "other.txt": "other\n",
        "blob.bin": b"\xff\x00\x01",
        "app.env": "# comment\n\n  A=1\nB= two \r\nC=\"q\"\nEMPTY\n",
    })
    return root


def test_generators(tmp_path: Path) -> None:
    docs = render(generator_tree(tmp_path))
    files = named(docs, "ConfigMap", "files")
    assert files["data"] == {"app.conf": "listen <8080> & more\n", "renamed.txt": "other\n"}
    assert files["binaryData"] == {"blob.bin": "/wAB"}
    assert files["metadata"]["labels"] == {"scope": "global", "kind": "generated"}
    assert files["metadata"]["annotations"] == {"note": "global"}
    env = named(docs, "ConfigMap", "env")
    assert env["data"] == {"A": "1", "B": " two ", "C": '"q"', "EMPTY": "", "QUOTED": "a b", "SINGLE": "c", "EQ": "x=y"}
    assert env["metadata"]["labels"] == {"scope": "local", "kind": "generated"}  # entry options win
    assert find(docs, "ConfigMap", "fixed")["data"] == {"k": "v"}
    # Hashes checked against kubectl kustomize v5.5 (they depend on the data, not on the name).
    assert find(docs, "ConfigMap", "simple-4h2mbtbbt6")["data"] == {"a": "b"}
    assert find(docs, "Secret", "opaque-cm7kt9bcf6") == {
        "apiVersion": "v1", "kind": "Secret", "type": "Opaque", "data": {"p": "cHc="},
        "metadata": {"name": "opaque-cm7kt9bcf6", "labels": {"scope": "global", "kind": "generated"},
                     "annotations": {"note": "global"}}}
    assert find(docs, "Secret", "tls-d94tkf5ft2")["data"] == {"tls.crt": "Yw==", "tls.key": "aw=="}


# ------------------------------------------------------------------ scenario: namespaces, kinds and order

def namespace_tree(root: Path) -> Path:
    kinds = [("v1", "Namespace"), ("rbac.authorization.k8s.io/v1", "ClusterRole"), ("example.com/v1", "Gadget"),
             ("scheduling.k8s.io/v1", "PriorityClass"), ("apps/v1", "DaemonSet"), ("v1", "PersistentVolumeClaim"),
             ("policy/v1", "PodDisruptionBudget"), ("admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration"),
             ("batch/v1", "CronJob"), ("apps/v1", "StatefulSet"), ("v1", "ServiceAccount"), ("v1", "Secret"),
             ("storage.k8s.io/v1", "StorageClass"), ("v1", "ConfigMap")]
    docs = [f"apiVersion: {a}\nkind: {k}\nmetadata: {{name: {k.lower()}}}\n" for a, k in kinds]
    write(root, {
        "kustomization.yaml": "resources: [kinds.yaml, rbac.yaml]\nnamespace: team\n",
        "kinds.yaml": "---\n".join(docs) + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: x}\n",
        "rbac.yaml": """
            apiVersion: v1
            kind: ServiceAccount
            metadata: {name: runner, namespace: elsewhere}
            ---
            apiVersion: rbac.authorization.k8s.io/v1
            kind: ClusterRoleBinding
            metadata: {name: runner}
            roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: clusterrole}
            subjects:
            - {kind: ServiceAccount, name: runner, namespace: elsewhere}
            - {kind: ServiceAccount, name: default, namespace: kube-system}
            - {kind: ServiceAccount, name: unknown, namespace: kube-system}
            """,
    })
    return root


def test_namespace_and_order(tmp_path: Path) -> None:
    docs = render(namespace_tree(tmp_path))
    assert [(d["kind"], d["metadata"]["name"], d["metadata"].get("namespace")) for d in docs] == [
        ("Namespace", "team", None),  # kustomize renames Namespace objects to the kustomization's namespace
        ("StorageClass", "storageclass", None),
        ("ServiceAccount", "runner", "team"), ("ServiceAccount", "serviceaccount", "team"),
        ("ClusterRole", "clusterrole", None), ("ClusterRoleBinding", "runner", None),
        ("ConfigMap", "a", "team"), ("ConfigMap", "configmap", "team"), ("Secret", "secret", "team"),
        ("PriorityClass", "priorityclass", None), ("PersistentVolumeClaim", "persistentvolumeclaim", "team"),
        ("StatefulSet", "statefulset", "team"), ("CronJob", "cronjob", "team"),
        ("PodDisruptionBudget", "poddisruptionbudget", "team"),
        ("DaemonSet", "daemonset", "team"), ("Gadget", "gadget", "team"),  # unlisted kinds: by group/version/kind
        ("ValidatingWebhookConfiguration", "validatingwebhookconfiguration", None)]
    assert find(docs, "ClusterRoleBinding", "runner")["subjects"] == [
        {"kind": "ServiceAccount", "name": "runner", "namespace": "team"},  # follows the moved ServiceAccount
        {"kind": "ServiceAccount", "name": "default", "namespace": "team"},  # kustomize special-cases "default"
        {"kind": "ServiceAccount", "name": "unknown", "namespace": "kube-system"}]


def test_order_ties_break_on_group_version_then_namespace_then_name(tmp_path: Path) -> None:
    write(tmp_path, {
        "kustomization.yaml": "resources: [r.yaml]\n",
        "r.yaml": """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: b}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: c, namespace: z}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: a}
            ---
            apiVersion: extensions/v1beta1
            kind: Deployment
            metadata: {name: a}
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: b}
            """,
    })
    docs = render(tmp_path)
    # "z" sorts before "~X", kustomize's stand-in for "no namespace"; apps_v1 before extensions_v1beta1.
    assert [(d["apiVersion"], d["metadata"]["name"]) for d in docs] == [
        ("v1", "c"), ("v1", "a"), ("v1", "b"), ("apps/v1", "b"), ("extensions/v1beta1", "a")]


def nested_tree(root: Path) -> Path:
    write(root, {
        "base/kustomization.yaml": """
            resources: [app.yaml]
            namespace: one
            configMapGenerator: [{name: settings, literals: [a=b]}]
            """,
        "base/app.yaml": """
            apiVersion: v1
            kind: ServiceAccount
            metadata: {name: app}
            ---
            apiVersion: rbac.authorization.k8s.io/v1
            kind: RoleBinding
            metadata: {name: app}
            roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: view}
            subjects: [{kind: ServiceAccount, name: app}]
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: app}
            spec:
              template:
                spec:
                  containers: [{name: app, image: app, envFrom: [{configMapRef: {name: settings}}]}]
            """,
        "overlay/kustomization.yaml": """
            resources: [../base]
            namespace: two
            configMapGenerator: [{name: settings, behavior: merge, literals: [c=d]}]
            patches:
            - patch: |-
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: app}
                spec: {replicas: 2}
            - target: {kind: Deployment, namespace: one}
              patch: '[{"op": "add", "path": "/metadata/labels", "value": {"seen-in": "one"}}]'
            """,
    })
    return root / "overlay"


def test_nested_namespaces(tmp_path: Path) -> None:
    docs = render(nested_tree(tmp_path))
    assert {d["metadata"]["namespace"] for d in docs} == {"two"}
    deployment = find(docs, "Deployment", "app")
    # Patches without a namespace still find what the base moved; a target can name the base's namespace.
    assert deployment["spec"]["replicas"] == 2 and deployment["metadata"]["labels"] == {"seen-in": "one"}
    settings = named(docs, "ConfigMap", "settings")
    assert settings["data"] == {"a": "b", "c": "d"}
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["envFrom"] == [{"configMapRef": {"name": settings["metadata"]["name"]}}]
    assert find(docs, "RoleBinding", "app")["subjects"] == [{"kind": "ServiceAccount", "name": "app", "namespace": "two"}]


def references_tree(root: Path) -> Path:
    write(root, {
        "kustomization.yaml": """
            resources: [r.yaml]
            namespace: apps
            configMapGenerator:
            - {name: leader, literals: [a=b]}
            - {name: blob, files: [blob.bin]}
            secretGenerator:
            - {name: tls, type: kubernetes.io/tls, literals: [tls.crt=c, tls.key=k]}
            """,
        "blob.bin": bytes(range(250, 256)),
        "r.yaml": """
            apiVersion: rbac.authorization.k8s.io/v1
            kind: Role
            metadata: {name: leader}
            rules: [{apiGroups: [""], resources: [configmaps], resourceNames: [leader, other], verbs: [update]}]
            ---
            apiVersion: networking.k8s.io/v1
            kind: Ingress
            metadata: {name: web}
            spec:
              tls: [{hosts: [example.com], secretName: tls}]
            ---
            apiVersion: v1
            kind: ServiceAccount
            metadata: {name: puller}
            imagePullSecrets: [{name: tls}]
            ---
            apiVersion: v1
            kind: Service
            metadata: {name: hook}
            ---
            apiVersion: admissionregistration.k8s.io/v1
            kind: ValidatingWebhookConfiguration
            metadata: {name: hook}
            webhooks:
            - {name: a.example.com, clientConfig: {service: {name: hook, namespace: default}}}
            - {name: b.example.com, clientConfig: {service: {name: hook}}}
            - {name: c.example.com, clientConfig: {service: {name: other, namespace: x}}}
            ---
            apiVersion: apiregistration.k8s.io/v1
            kind: APIService
            metadata: {name: v1.example.com}
            spec: {group: example.com, version: v1}
            ---
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: widgets.example.com}
            spec:
              conversion:
                strategy: Webhook
                webhook: {clientConfig: {service: {name: hook, namespace: old}}}
            """,
    })
    return root


def test_references_and_namespaced_fields(tmp_path: Path) -> None:
    docs = render(references_tree(tmp_path))
    assert find(docs, "Role", "leader")["rules"][0]["resourceNames"] == ["leader-4h2mbtbbt6", "other"]
    assert find(docs, "Ingress", "web")["spec"]["tls"][0]["secretName"] == "tls-d94tkf5ft2"
    assert find(docs, "ServiceAccount", "puller")["imagePullSecrets"] == [{"name": "tls-d94tkf5ft2"}]
    assert named(docs, "ConfigMap", "blob")["binaryData"] == {"blob.bin": "+vv8/f7/"}  # not UTF-8
    services = [w["clientConfig"]["service"] for w in find(docs, "ValidatingWebhookConfiguration", "hook")["webhooks"]]
    assert services == [{"name": "hook", "namespace": "apps"}, {"name": "hook", "namespace": "apps"},
                        {"name": "other", "namespace": "x"}]
    assert find(docs, "APIService", "v1.example.com")["spec"]["service"] == {"namespace": "apps"}
    crd = find(docs, "CustomResourceDefinition", "widgets.example.com")
    assert crd["spec"]["conversion"]["webhook"]["clientConfig"]["service"] == {"name": "hook", "namespace": "apps"}
    assert "namespace" not in crd["metadata"]


# ------------------------------------------------------------------ scenario: labels, images, replicas

def workload_tree(root: Path) -> Path:
    write(root, {
        "kustomization.yaml": """
            resources: [r.yaml]
            labels:
            - pairs: {env: dev}
              includeSelectors: true
            images:
            - {name: nginx, newTag: "1.27"}
            - {name: localhost:5000/app, newName: registry.example.com/app}
            - {name: busybox, digest: "sha256:feed"}
            - {name: alpine, newTag: "3", digest: "sha256:beef"}
            replicas: [{name: job-runner, count: 2}]
            """,
        "r.yaml": """
            apiVersion: batch/v1
            kind: CronJob
            metadata: {name: nightly}
            spec:
              schedule: "@daily"
              jobTemplate:
                spec:
                  template:
                    spec:
                      initContainers: [{name: init, image: "busybox:1"}]
                      containers:
                      - {name: a, image: nginx}
                      - {name: b, image: "nginx@sha256:0ld"}
                      - {name: c, image: "docker.io/nginx:1"}
                      - {name: d, image: "localhost:5000/app:v1"}
                      - {name: e, image: alpine}
            ---
            apiVersion: apps/v1
            kind: StatefulSet
            metadata: {name: job-runner}
            spec:
              selector: {matchLabels: {app: runner}}
              template:
                spec:
                  containers: [{name: a, image: "nginx:1.0"}]
                  affinity:
                    podAntiAffinity:
                      requiredDuringSchedulingIgnoredDuringExecution:
                      - {labelSelector: {matchLabels: {app: runner}}, topologyKey: zone}
              volumeClaimTemplates: [{metadata: {name: data}}]
            ---
            apiVersion: policy/v1
            kind: PodDisruptionBudget
            metadata: {name: no-selector}
            spec: {maxUnavailable: 1}
            """,
    })
    return root


def test_labels_images_replicas(tmp_path: Path) -> None:
    docs = render(workload_tree(tmp_path))
    cron = find(docs, "CronJob", "nightly")
    pod = cron["spec"]["jobTemplate"]["spec"]["template"]["spec"]
    assert [c["image"] for c in pod["initContainers"] + pod["containers"]] == [
        "busybox@sha256:feed", "nginx:1.27", "nginx:1.27", "docker.io/nginx:1", "registry.example.com/app:v1",
        "alpine:3@sha256:beef"]
    assert cron["spec"]["jobTemplate"]["metadata"]["labels"] == {"env": "dev"}
    assert cron["spec"]["jobTemplate"]["spec"]["template"]["metadata"]["labels"] == {"env": "dev"}
    assert "selector" not in cron["spec"]["jobTemplate"]["spec"]  # only added where it already exists
    sts = find(docs, "StatefulSet", "job-runner")["spec"]
    assert sts["replicas"] == 2 and sts["selector"]["matchLabels"] == {"app": "runner", "env": "dev"}
    assert sts["template"]["spec"]["containers"][0]["image"] == "nginx:1.27"
    term = sts["template"]["spec"]["affinity"]["podAntiAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"][0]
    assert term["labelSelector"]["matchLabels"] == {"app": "runner", "env": "dev"}
    assert sts["volumeClaimTemplates"][0]["metadata"]["labels"] == {"env": "dev"}
    assert find(docs, "PodDisruptionBudget", "no-selector")["spec"] == {"maxUnavailable": 1}


def scalars_tree(root: Path) -> Path:
    write(root, {
        "kustomization.yaml": "resources: [r.yaml]\n",
        "r.yaml": """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: scalars}
            data: {on: on, yes: yes, exp: 1e3, octal: 0755, clock: 12:30, t: True, n: ~,
                   date: 2024-1-2, time: 2024-01-01 10:00:00.50, zoned: "2024-01-01T10:00:00+02:00"}
            """,
    })
    return root


def test_resources_are_read_as_yaml_1_2(tmp_path: Path) -> None:
    # kustomize's YAML parser is not PyYAML's YAML 1.1: `on` and `yes` are strings, 1e3 is a number.
    data = find(render(scalars_tree(tmp_path)), "ConfigMap", "scalars")["data"]
    assert data == {"on": "on", "yes": "yes", "exp": 1000, "octal": 493, "clock": "12:30", "t": True, "n": None,
                    "date": "2024-01-02T00:00:00Z", "time": "2024-01-01 10:00:00.50", "zoned": "2024-01-01T10:00:00+02:00"}


# ------------------------------------------------------------------ refusals

@pytest.mark.parametrize(("kustomization", "message"), [
    ("namePrefix: x-\n", "namePrefix"),
    ("commonLabels: {a: b}\n", "commonLabels"),
    ("helmCharts: []\n", "helmCharts"),
    ("labels: [{pairs: {a: b}, fields: []}]\n", "fields"),
    ("images: [{name: a, newTag: 1.10}]\n", "quote"),
    ("patches: [{path: p.yaml, options: {allowNameChange: true}}]\n", "allowNameChange"),
    ("configMapGenerator: [{name: c, literals: [a=b], immutable: true}]\n", "immutable"),
    ("configMapGenerator: [{name: c, files: [../outside.txt]}]\n", "not in or below"),
    ("replicas: [{name: missing, count: 1}]\n", "missing"),
])
def test_unsupported_input_is_refused(tmp_path: Path, kustomization: str, message: str) -> None:
    write(tmp_path, {"outside.txt": "x", "k/kustomization.yaml": kustomization})
    with pytest.raises(ValueError, match=message):
        render(tmp_path / "k")


def test_component_kind_is_checked(tmp_path: Path) -> None:
    write(tmp_path, {"kustomization.yaml": "components: [c]\n", "c/kustomization.yaml": "resources: []\n"})
    with pytest.raises(ValueError, match="Component"):
        render(tmp_path)


# ------------------------------------------------------------------ agreement with kubectl

SCENARIOS: dict[str, Callable[[Path], Path]] = {
    "app": app_tree, "app-base": lambda root: app_tree(root).parent.parent / "base", "smp": smp_tree,
    "json6902": json6902_tree, "generators": generator_tree, "namespace": namespace_tree, "workloads": workload_tree,
    "nested": nested_tree, "references": references_tree, "scalars": scalars_tree,
}
REPO_KUSTOMIZATIONS = sorted(p.parent for p in (Path(__file__).resolve().parents[2] / "deploy").rglob("kustomization.yaml"))


@needs_kubectl
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_matches_kubectl_kustomize(tmp_path: Path, scenario: str) -> None:
    directory = SCENARIOS[scenario](tmp_path)
    assert render(directory) == kubectl_render(directory)


@needs_kubectl
@pytest.mark.parametrize("flags", ["", "includeTemplates: true", "includeSelectors: false", "includeSelectors: true"])
def test_label_variants_match_kubectl(tmp_path: Path, flags: str) -> None:
    root = workload_tree(tmp_path)
    text = (root / "kustomization.yaml").read_text()
    (root / "kustomization.yaml").write_text(text.replace("includeSelectors: true", flags))
    assert render(root) == kubectl_render(root)


@needs_kubectl
@pytest.mark.parametrize("directory", REPO_KUSTOMIZATIONS, ids=lambda p: p.name)
def test_repo_kustomizations_match_kubectl(directory: Path) -> None:
    assert render(directory) == kubectl_render(directory)
