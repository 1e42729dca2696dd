"""A small renderer for the subset of kustomize our manifests use, so tests can render overlays without kubectl.

`render(directory)` returns the documents `kubectl kustomize directory` (kustomize v5.5) prints, parsed, in the
same order. Behaviour was matched against kubectl by experiment (test_kustomize_render.py keeps checking it);
input outside the subset raises ValueError naming the field rather than rendering something different.
"""

from __future__ import annotations

import base64
import copy
import datetime
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

KUSTOMIZATION_FILES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
FIELDS = {"apiVersion", "kind", "resources", "components", "namespace", "labels", "commonAnnotations", "images",
          "replicas", "configMapGenerator", "secretGenerator", "generatorOptions", "patches"}

# kustomize's "legacy" output order: these kinds first, in this order, webhooks last, everything else between.
ORDER_FIRST = ["Namespace", "ResourceQuota", "StorageClass", "CustomResourceDefinition", "ServiceAccount",
               "PodSecurityPolicy", "Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding", "ConfigMap", "Secret",
               "Endpoints", "Service", "LimitRange", "PriorityClass", "PersistentVolume", "PersistentVolumeClaim",
               "Deployment", "StatefulSet", "CronJob", "PodDisruptionBudget"]
WEBHOOKS = ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]
TYPE_ORDER = {k: i - len(ORDER_FIRST) for i, k in enumerate(ORDER_FIRST)} | {k: i + 1 for i, k in enumerate(WEBHOOKS)}

# Kinds the namespace transformer leaves alone (kustomize knows them from its built-in schema; CRDs are namespaced).
CLUSTER_SCOPED = {"Namespace", "ClusterRole", "ClusterRoleBinding", "CustomResourceDefinition", "PriorityClass",
                  "StorageClass", "PersistentVolume", "IngressClass", "RuntimeClass", "CSIDriver", "CSINode",
                  "VolumeAttachment", "APIService", "CertificateSigningRequest", "Node", "PodSecurityPolicy", *WEBHOOKS}

# Field specs (group, version, kind, path, create) from kustomize's built-in label/annotation configs.
Spec = tuple[str, str, str, str, bool]
TEMPLATE_LABELS: list[Spec] = [
    ("", "v1", "ReplicationController", "spec/template/metadata/labels", True),
    *[("", "", k, "spec/template/metadata/labels", True) for k in ("Deployment", "ReplicaSet", "DaemonSet")],
    ("apps", "", "StatefulSet", "spec/template/metadata/labels", True),
    ("apps", "", "StatefulSet", "spec/volumeClaimTemplates[]/metadata/labels", True),
    ("batch", "", "Job", "spec/template/metadata/labels", True),
    ("batch", "", "CronJob", "spec/jobTemplate/metadata/labels", True),
    ("batch", "", "CronJob", "spec/jobTemplate/spec/template/metadata/labels", True)]
_POD_SELECTORS = [f"spec/template/spec/affinity/{a}/{t}/labelSelector/matchLabels"
                  for a in ("podAffinity", "podAntiAffinity") for t in (
                      "preferredDuringSchedulingIgnoredDuringExecution/podAffinityTerm",
                      "requiredDuringSchedulingIgnoredDuringExecution")
                  ] + ["spec/template/spec/topologySpreadConstraints/labelSelector/matchLabels"]
SELECTOR_LABELS: list[Spec] = [
    ("", "v1", "Service", "spec/selector", True), ("", "v1", "ReplicationController", "spec/selector", True),
    *[("", "", k, "spec/selector/matchLabels", True) for k in ("Deployment", "ReplicaSet", "DaemonSet")],
    ("apps", "", "StatefulSet", "spec/selector/matchLabels", True),
    *[("apps", "", k, p, False) for k in ("Deployment", "StatefulSet") for p in _POD_SELECTORS],
    ("batch", "", "Job", "spec/selector/matchLabels", False),
    ("batch", "", "CronJob", "spec/jobTemplate/spec/selector/matchLabels", False),
    ("policy", "", "PodDisruptionBudget", "spec/selector/matchLabels", False),
    *[("networking.k8s.io", "", "NetworkPolicy", f"spec/{p}/matchLabels", False)
      for p in ("podSelector", "ingress/from/podSelector", "egress/to/podSelector")]]
TEMPLATE_ANNOTATIONS: list[Spec] = [(g, v, k, p.replace("labels", "annotations"), True) for g, v, k, p, _ in
                                    TEMPLATE_LABELS if "volumeClaim" not in p]

# Strategic-merge list keys from the Kubernetes schema; other lists, and all lists of custom resources, are replaced.
BUILTIN_GROUPS = {"", "apps", "batch", "policy", "autoscaling", "networking.k8s.io", "rbac.authorization.k8s.io",
                  "storage.k8s.io", "scheduling.k8s.io", "admissionregistration.k8s.io", "apiextensions.k8s.io",
                  "coordination.k8s.io", "discovery.k8s.io", "node.k8s.io", "certificates.k8s.io"}
CONTAINERS = ("containers", "initContainers", "ephemeralContainers")
POD_SPEC_KEYS = {"volumes": ("name",), "imagePullSecrets": ("name",), "hostAliases": ("ip",),
                 "topologySpreadConstraints": ("topologyKey", "whenUnsatisfiable")} | {c: ("name",) for c in CONTAINERS}
CONTAINER_KEYS = {"env": ("name",), "volumeMounts": ("mountPath",), "volumeDevices": ("devicePath",),
                  "ports": ("containerPort", "protocol")}
OTHER_KEYS = {("Service", "spec", "ports"): ("port", "protocol"), ("ServiceAccount", "secrets"): ("name",),
              **{(k, "webhooks"): ("name",) for k in WEBHOOKS}}

# Fields naming a ConfigMap or Secret that kustomize rewrites when it hashes their names (pod paths: per container).
POD_SPECS = {"Pod": "spec", "PodTemplate": "template/spec", "CronJob": "spec/jobTemplate/spec/template/spec",
             **{k: "spec/template/spec" for k in ("Deployment", "ReplicaSet", "DaemonSet", "StatefulSet", "Job")}}
POD_REFS = [("ConfigMap", "volumes/configMap/name"), ("ConfigMap", "volumes/projected/sources/configMap/name"),
            ("Secret", "volumes/secret/secretName"), ("Secret", "volumes/projected/sources/secret/name"),
            ("Secret", "imagePullSecrets/name"),
            *[(kind, f"{c}/{p}") for c in CONTAINERS[:2] for kind, p in (
                ("ConfigMap", "env/valueFrom/configMapKeyRef/name"), ("ConfigMap", "envFrom/configMapRef/name"),
                ("Secret", "env/valueFrom/secretKeyRef/name"), ("Secret", "envFrom/secretRef/name"))]]
OTHER_REFS = {"ServiceAccount": [("Secret", "imagePullSecrets/name")], "Ingress": [("Secret", "spec/tls/secretName")],
              **{k: [("ConfigMap", "rules/resourceNames"), ("Secret", "rules/resourceNames")] for k in ("Role", "ClusterRole")}}
DELETE = object()  # what merging a `$patch: delete` yields


class YamlLoader(yaml.SafeLoader):
    """Resources and patches read as kustomize (go-yaml v3) reads them: only true/false are booleans, 1e3 is a
    number, `on` and `12:30` are strings; dates print as RFC 3339 times and other timestamps stay as written."""


def _timestamp(loader: YamlLoader, node: yaml.ScalarNode) -> str:
    value = loader.construct_yaml_timestamp(node)
    return node.value if isinstance(value, datetime.datetime) else f"{value.isoformat()}T00:00:00Z"


YamlLoader.yaml_implicit_resolvers = {first: [(tag, rx) for tag, rx in resolvers if tag.rsplit(":", 1)[1] not in
                                              ("bool", "int", "float")]
                                      for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
for _tag, _rx in {"bool": r"true|True|TRUE|false|False|FALSE",
                  "int": r"[-+]?(?:0b[01_]+|0o?[0-7_]+|0x[0-9a-fA-F_]+|0|[1-9][0-9_]*)",
                  "float": r"[-+]?(?:\.[0-9_]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)"
                           r"|\.(?:nan|NaN|NAN)"}.items():
    YamlLoader.add_implicit_resolver(f"tag:yaml.org,2002:{_tag}", re.compile(f"^(?:{_rx})$"), list("-+.0123456789tTfF"))
YamlLoader.add_implicit_resolver("tag:yaml.org,2002:timestamp", re.compile(r"^\d{4}-\d\d?-\d\d?$"), list("0123456789"))
YamlLoader.add_constructor("tag:yaml.org,2002:timestamp", _timestamp)


@dataclass
class Res:
    """A resource plus what kustomize remembers about it beyond its content."""

    obj: dict
    orig_ns: str  # namespace as first loaded or generated: patches and references may still use it
    needs_hash: bool = False  # a generated ConfigMap/Secret whose name gets the content hash at the end
    moved: bool = False  # kustomize recorded a previous id (namespace set, name hashed): references follow it
    orig_name: str = ""  # the name before hashing

    @property
    def name(self) -> str:
        return self.obj["metadata"]["name"]

    @property
    def ns(self) -> str:
        return self.obj["metadata"].get("namespace") or ""


def render(directory: Path) -> list[dict]:
    """Render the kustomization in `directory` as `kubectl kustomize` would, in its output order."""
    resources = _accumulate(Path(directory), [], component=False)
    for r in resources:
        r.orig_name = r.name
        if r.needs_hash:
            r.obj["metadata"]["name"] += "-" + _content_hash(r.obj)
            r.moved = True
    _fix_references(resources)
    kept = [r for r in resources if _meta(r.obj, "annotations").get("config.kubernetes.io/local-config") != "true"]
    return [r.obj for r in sorted(kept, key=_sort_key)]


def _accumulate(directory: Path, acc: list[Res], component: bool) -> list[Res]:
    """One kustomization, in kustomize's order: resources, generators, components, then the transformers."""
    files = [directory / n for n in KUSTOMIZATION_FILES if (directory / n).is_file()]
    if len(files) != 1:
        raise ValueError(f"{directory}: expected exactly one of {KUSTOMIZATION_FILES}, found {len(files)}")
    k = yaml.safe_load(files[0].read_text()) or {}
    if unknown := sorted(set(k) - FIELDS):
        raise ValueError(f"{files[0]}: unsupported kustomization field(s): {', '.join(unknown)}")
    if (k.get("kind", "Kustomization") == "Component") != component:
        raise ValueError(f"{directory}: expected kind {'Component' if component else 'Kustomization'}")
    for entry in k.get("resources") or []:
        if "://" in entry or entry.startswith("git@"):
            raise ValueError(f"{directory}: remote resource {entry!r} is not supported")
        path = directory / entry
        for res in _accumulate(path, [], component=False) if path.is_dir() else _load(_file(directory, entry)):
            if any(_gvk(r.obj) == _gvk(res.obj) and r.name == res.name and _ns_eq(r.ns, res.ns) for r in acc):
                raise ValueError(f"{directory}: {res.obj['kind']} {res.name} is added twice")
            acc.append(res)
    _check(k.get("generatorOptions") or {}, {"labels", "annotations", "disableNameSuffixHash"}, "generatorOptions")
    for kind, field in (("ConfigMap", "configMapGenerator"), ("Secret", "secretGenerator")):
        for args in k.get(field) or []:
            _add_generated(acc, _generate(directory, kind, args, k.get("generatorOptions") or {}), args)
    for entry in k.get("components") or []:
        _accumulate(directory / entry, acc, component=True)
    _transform(directory, k, acc)
    return acc


def _transform(directory: Path, k: dict, acc: list[Res]) -> None:
    """A kustomization's transformers, in kustomize's fixed order (not the order of the file)."""
    for entry in k.get("patches") or []:
        _apply_patch(directory, entry, acc)
    if namespace := k.get("namespace"):
        for r in acc:
            _set_namespace(r, namespace)
    for entry in k.get("labels") or []:
        _check(entry, {"pairs", "includeSelectors", "includeTemplates"}, "labels")
        specs: list[Spec] = [("", "", "", "metadata/labels", True)]
        if entry.get("includeSelectors"):
            specs += TEMPLATE_LABELS + SELECTOR_LABELS
        elif entry.get("includeTemplates"):
            specs += TEMPLATE_LABELS
        _set_pairs(acc, specs, _strings(entry.get("pairs"), "labels.pairs"))
    if k.get("commonAnnotations"):
        specs = [("", "", "", "metadata/annotations", True), *TEMPLATE_ANNOTATIONS]
        _set_pairs(acc, specs, _strings(k["commonAnnotations"], "commonAnnotations"))
    for entry in k.get("replicas") or []:
        _check(entry, {"name", "count"}, "replicas")
        kinds = ("Deployment", "ReplicationController", "ReplicaSet", "StatefulSet")
        targets = [r for r in acc if r.obj["kind"] in kinds and r.name == entry.get("name")]
        if not targets or not isinstance(entry.get("count"), int):
            raise ValueError(f"replicas: need an integer count and a {'/'.join(kinds)} named {entry.get('name')!r}")
        for r in targets:
            r.obj.setdefault("spec", {})["replicas"] = entry["count"]
    for entry in k.get("images") or []:
        _check(entry, {"name", "newName", "newTag", "digest"}, "images")
        _strings(entry, "images")
        for r in acc:
            for container in _containers(r.obj):
                container["image"] = _retag(container["image"], entry)


def _load(path: Path) -> list[Res]:
    out = []
    for doc in yaml.load_all(path.read_text(), YamlLoader):
        if doc is None:
            continue
        if not isinstance(doc, dict) or not doc.get("kind") or not (doc.get("metadata") or {}).get("name"):
            raise ValueError(f"{path}: every document needs kind and metadata.name")
        if doc["kind"].endswith("List") and "items" in doc:
            raise ValueError(f"{path}: List documents are not supported")
        out.append(Res(copy.deepcopy(doc), doc["metadata"].get("namespace") or ""))  # no shared YAML aliases
    return out


def _file(directory: Path, name: str) -> Path:
    """A file a kustomization names; like kustomize, refuse one outside the kustomization's directory."""
    path = (directory / name).resolve()
    if not path.is_relative_to(directory.resolve()):
        raise ValueError(f"{directory}: file {name!r} is not in or below the kustomization directory")
    return path


def _check(mapping: Any, allowed: set[str], where: str) -> None:
    if not isinstance(mapping, dict):
        raise ValueError(f"{where}: expected a mapping, got {mapping!r}")
    if unknown := sorted(set(mapping) - allowed):
        raise ValueError(f"{where}: unsupported field(s): {', '.join(unknown)}")


def _strings(mapping: Any, where: str) -> dict[str, str]:
    """A string map from a kustomization (kustomize also rejects unquoted numbers and booleans there)."""
    if not isinstance(mapping, dict) or not all(isinstance(v, str) for v in mapping.values()):
        raise ValueError(f"{where}: expected strings (quote numbers and booleans such as 1.10 or true)")
    return {str(k): v for k, v in mapping.items()}


# ---------------------------------------------------------------- generators

def _generate(directory: Path, kind: str, args: dict, global_opts: dict) -> Res:
    """A ConfigMap or Secret from `files` (path or key=path), `literals` (KEY=VALUE) and `envs` (env files)."""
    fields = {"name", "namespace", "behavior", "files", "literals", "envs", "options"}
    _check(args, fields | ({"type"} if kind == "Secret" else set()), f"{kind} generator")
    opts = args.get("options") or {}
    _check(opts, {"labels", "annotations", "disableNameSuffixHash"}, f"{kind} generator options")
    pairs: list[tuple[str, bytes]] = []
    for env in args.get("envs") or []:
        lines = _file(directory, env).read_bytes().decode().removeprefix("\ufeff").split("\n")
        for line in (ln.removesuffix("\r").lstrip() for ln in lines):
            if line and not line.startswith("#"):
                key, _, value = line.partition("=")  # a bare KEY gives an empty value
                if not re.fullmatch(r"[-._a-zA-Z][-._a-zA-Z0-9]*", key):
                    raise ValueError(f"{env}: {key!r} is not a valid environment variable name")
                pairs.append((key, value.encode()))
    for literal in args.get("literals") or []:
        key, sep, value = literal.partition("=")
        if not sep or not key:
            raise ValueError(f"{kind} {args.get('name')}: literal {literal!r} is not KEY=VALUE")
        quoted = len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'"
        pairs.append((key, (value[1:-1] if quoted else value).encode()))
    for entry in args.get("files") or []:
        key, sep, path = entry.partition("=")
        pairs.append((key if sep else Path(entry).name, _file(directory, path if sep else entry).read_bytes()))
    data: dict[str, str] = {}
    binary: dict[str, str] = {}  # ConfigMap values that are not UTF-8
    for key, raw in pairs:
        if key in data or key in binary:
            raise ValueError(f"{kind} {args.get('name')}: key {key!r} given twice")
        try:
            data[key] = base64.b64encode(raw).decode() if kind == "Secret" else raw.decode()
        except UnicodeDecodeError:
            binary[key] = base64.b64encode(raw).decode()
    obj: dict[str, Any] = {"apiVersion": "v1", "kind": kind, "metadata": {"name": args["name"]}}
    if args.get("namespace"):
        obj["metadata"]["namespace"] = args["namespace"]
    for field in ("labels", "annotations"):  # entry options win over generatorOptions
        if merged := _strings(global_opts.get(field) or {}, field) | _strings(opts.get(field) or {}, field):
            obj["metadata"][field] = merged
    if data:
        obj["data"] = data
    if binary:
        obj["binaryData"] = binary
    if kind == "Secret":
        obj["type"] = args.get("type") or "Opaque"
    hashed = not (global_opts.get("disableNameSuffixHash") or opts.get("disableNameSuffixHash"))
    return Res(obj, args.get("namespace") or "", needs_hash=hashed)


def _add_generated(acc: list[Res], new: Res, args: dict) -> None:
    """Add a generated object, or with `behavior: merge|replace` fold it into the one made earlier (say, in a base)."""
    behavior, kind = args.get("behavior", "create"), new.obj["kind"]
    old = [r for r in acc if r.obj["kind"] == kind and r.obj["apiVersion"] == "v1" and r.name == new.name
           and (_ns_eq(r.ns, new.ns) or _ns_eq(r.orig_ns, new.ns))]
    if behavior == "create" and not old:
        acc.append(new)
        return
    if behavior not in ("merge", "replace") or len(old) != 1:
        raise ValueError(f"{kind} generator {new.name}: behavior {behavior!r} does not fit {len(old)} existing")
    base, meta = old[0], new.obj["metadata"]
    for field in ("labels", "annotations"):
        if merged := _meta(base.obj, field) | _meta(new.obj, field):
            meta[field] = merged
    meta["name"] = base.name
    meta.pop("namespace", None)
    if base.ns:
        meta["namespace"] = base.ns
    for field in ("data", "binaryData") if behavior == "merge" else ():
        if merged := (base.obj.get(field) or {}) | (new.obj.get(field) or {}):
            new.obj[field] = merged
    new.needs_hash, new.orig_ns, new.moved = base.needs_hash, base.orig_ns, base.moved
    acc[acc.index(base)] = new


def _content_hash(obj: dict) -> str:
    """kustomize's name suffix: sha256 of Go-style JSON of kind, data (and type); v5 hashes an empty name."""
    enc: dict[str, Any] = {"kind": obj["kind"], "name": "", "data": obj.get("data", "")}
    extra = "binaryData" if obj["kind"] == "ConfigMap" else "stringData"
    if isinstance(obj.get(extra), dict):
        enc[extra] = obj[extra]
    if obj["kind"] == "Secret":
        enc["type"] = obj.get("type", "")
    text = json.dumps(enc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    for char in "<>&\u2028\u2029":  # Go's json.Marshal escapes these
        text = text.replace(char, f"\\u{ord(char):04x}")
    return hashlib.sha256(text.encode()).hexdigest()[:10].translate(str.maketrans("013ae", "ghkmt"))


# ---------------------------------------------------------------- transformers

def _gvk(obj: dict) -> tuple[str, str, str]:
    group, _, version = obj.get("apiVersion", "").rpartition("/")
    return group, version, obj.get("kind", "")


def _meta(obj: dict, field: str) -> dict:
    return (obj.get("metadata") or {}).get(field) or {}


def _ns_eq(a: str | None, b: str | None) -> bool:
    return (a or "default") == (b or "default")


def _at(node: Any, parts: list[str], create: bool = False) -> Iterator[dict]:
    """The maps at a field-spec path under `node`, fanning out over lists; `create` makes missing maps."""
    if isinstance(node, list):
        for item in node:
            yield from _at(item, parts, create)
    elif isinstance(node, dict) and not parts:
        yield node
    elif isinstance(node, dict):
        head = parts[0].removesuffix("[]")
        if node.get(head) is None and create and not parts[0].endswith("[]"):
            node[head] = {}
        yield from _at(node.get(head), parts[1:], create)


def _set_pairs(acc: list[Res], specs: list[Spec], pairs: dict[str, str]) -> None:
    for r in acc:
        group, version, kind = _gvk(r.obj)
        for g, v, k, path, create in specs:
            if (g and g != group) or (v and v != version) or (k and k != kind):
                continue
            *parents, last = path.split("/")
            for parent in list(_at(r.obj, parents, create)):
                if isinstance(parent.get(last), dict):
                    parent[last].update(pairs)
                elif create and parent.get(last) is None:
                    parent[last] = dict(pairs)


def _set_namespace(r: Res, namespace: str) -> None:
    o, kind, r.moved = r.obj, r.obj["kind"], True
    if kind == "Namespace":
        o["metadata"]["name"] = namespace  # yes: kustomize renames Namespace objects too
    if kind not in CLUSTER_SCOPED:
        o["metadata"]["namespace"] = namespace
    for subject in o.get("subjects") or [] if kind in ("RoleBinding", "ClusterRoleBinding") else []:
        if subject.get("name") == "default":  # kustomize's special case; other subjects follow their account
            subject["namespace"] = namespace
    if kind == "APIService":
        next(_at(o, ["spec", "service"], create=True))["namespace"] = namespace
    crd_service = "spec/conversion/webhook/clientConfig/service".split("/")
    for service in _at(o, crd_service) if kind == "CustomResourceDefinition" else []:
        service["namespace"] = namespace


def _containers(node: Any) -> Iterator[dict]:
    """Like kustomize's image transformer: `containers` and `initContainers` lists anywhere in any resource."""
    if isinstance(node, list):
        for item in node:
            yield from _containers(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key in CONTAINERS[:2] and isinstance(value, list):
                yield from (c for c in value if isinstance(c, dict) and isinstance(c.get("image"), str))
            yield from _containers(value)


def _retag(image: str, entry: dict) -> str:
    """Apply one `images` entry to an image reference `name[:tag][@digest]`."""
    start = max(image.find("/"), 0)  # a ':' before the first '/' is a registry port, not a tag
    at = image.find("@", start)
    rest, digest = (image[:at], image[at + 1:]) if at >= 0 else (image, "")
    colon = rest.find(":", start)
    name, tag = (rest[:colon], rest[colon + 1:]) if colon >= 0 else (rest, "")
    if name != entry["name"]:
        return image
    if entry.get("newTag"):
        tag, digest = entry["newTag"], entry.get("digest", "")
    elif entry.get("digest"):
        tag, digest = "", entry["digest"]
    return (entry.get("newName") or name) + (f":{tag}" if tag else "") + (f"@{digest}" if digest else "")


# ---------------------------------------------------------------- patches

def _apply_patch(directory: Path, entry: dict, acc: list[Res]) -> None:
    """A `patches` entry: a JSON6902 list of operations, or strategic-merge documents."""
    _check(entry, {"path", "patch", "target", "options"}, "patches")
    if any((entry.get("options") or {}).values()):
        raise ValueError("patches.options: allowNameChange and allowKindChange are not supported")
    if ("path" in entry) == ("patch" in entry):
        raise ValueError("patches: give exactly one of path and patch")
    text = _file(directory, entry["path"]).read_text() if "path" in entry else entry["patch"]
    docs, target = [d for d in yaml.load_all(text, YamlLoader) if d is not None], entry.get("target")
    if len(docs) == 1 and isinstance(docs[0], list):
        if target is None:
            raise ValueError("patches: a JSON6902 patch needs a target")
        for r in _select(acc, target):
            r.obj = _json_patch(r.obj, docs[0])
        return
    for patch in docs:
        if not isinstance(patch, dict):
            raise ValueError(f"patches: {patch!r} is neither a strategic-merge nor a JSON6902 patch")
        for r in _select(acc, target) if target else [_patch_target(acc, patch)]:
            keep = {"apiVersion": r.obj["apiVersion"], "kind": r.obj["kind"]}
            name, ns = r.name, r.ns
            merged = _merge(r.obj, {k: v for k, v in patch.items() if not target or k not in keep}, (), _gvk(r.obj))
            if merged is DELETE:
                acc.remove(r)
                continue
            merged.update(keep)  # a patch cannot rename, move or re-kind what it patches
            merged["metadata"]["name"] = name
            if ns:
                merged["metadata"]["namespace"] = ns
            r.obj = merged


def _patch_target(acc: list[Res], patch: dict) -> Res:
    """The one resource a target-less strategic-merge patch names: apiVersion, kind, name, namespace."""
    meta = patch.get("metadata") or {}
    found = [r for r in acc if (r.obj["apiVersion"], r.obj["kind"], r.name) == (
        patch.get("apiVersion"), patch.get("kind"), meta.get("name"))
        and (_ns_eq(r.ns, meta.get("namespace")) or _ns_eq(r.orig_ns, meta.get("namespace")))]
    if len(found) != 1:
        raise ValueError(f"patches: {len(found)} resources match the patch of {patch.get('kind')} {meta.get('name')}")
    return found[0]


def _select(acc: list[Res], target: dict) -> list[Res]:
    """What a patch target selects: its fields are anchored regular expressions, its labelSelector k=v terms."""
    _check(target, {"group", "version", "kind", "name", "namespace", "labelSelector"}, "patches.target")
    terms = [t.strip() for t in (target.get("labelSelector") or "").replace("==", "=").split(",") if t.strip()]
    if any(not re.fullmatch(r"[\w./-]+=[\w.-]*", t) for t in terms):
        raise ValueError(f"target labelSelector {target['labelSelector']!r}: only key=value terms are supported")
    wanted = [t.split("=") for t in terms]

    def match(field: str, *values: str) -> bool:
        return field not in target or any(re.fullmatch(target[field], v) for v in values)

    out = []
    for r in acc:
        group, version, kind = _gvk(r.obj)
        namespaces = ["_non_namespaceable_"] if kind in CLUSTER_SCOPED else [r.ns or "default", r.orig_ns or "default"]
        if (match("group", group) and match("version", version) and match("kind", kind) and match("name", r.name)
                and match("namespace", *namespaces) and all(_meta(r.obj, "labels").get(k) == v for k, v in wanted)):
            out.append(r)
    return out


def _list_keys(path: tuple[str, ...], gvk: tuple[str, str, str]) -> tuple[str, ...] | None:
    """The strategic-merge key(s) of the list at `path`; () for a merged set of strings; None: replace it."""
    if gvk[0] not in BUILTIN_GROUPS or not path:
        return None
    field, parent = path[-1], path[-2] if len(path) > 1 else ""
    if parent in CONTAINERS:
        return CONTAINER_KEYS.get(field)
    if parent == "spec" and field in POD_SPEC_KEYS:
        return POD_SPEC_KEYS[field]
    if path == ("metadata", "finalizers"):
        return ()
    if path == ("metadata", "ownerReferences"):
        return ("uid",)
    return OTHER_KEYS.get((gvk[2], *path))


def _merge(dest: Any, patch: Any, path: tuple[str, ...], gvk: tuple[str, str, str]) -> Any:
    """Strategic merge as kustomize (kyaml) does it: maps merge, null deletes, keyed lists merge by key."""
    if isinstance(patch, dict):
        directive = patch.get("$patch")
        if directive == "delete":
            return DELETE
        if [k for k in patch if k.startswith("$") and k != "$patch"] or directive not in (None, "replace", "merge"):
            raise ValueError(f"patch at {'.'.join(path) or 'top'}: only $patch: delete|replace are supported")
        out = {} if directive == "replace" or not isinstance(dest, dict) else dict(dest)
        for key, value in patch.items():
            if key == "$patch":
                continue
            merged = DELETE if value is None else _merge(out.get(key), value, (*path, key), gvk)
            if merged is DELETE:
                out.pop(key, None)
            else:
                out[key] = merged
        return out
    if not isinstance(patch, list):
        return patch
    keys, dest = _list_keys(path, gvk), dest if isinstance(dest, list) else []
    if keys is None:
        return copy.deepcopy(patch)
    if keys == ():
        return patch + [v for v in dest if v not in patch]
    if any(isinstance(p, dict) and p.get("$patch") == "replace" for p in patch):
        return [_merge(None, p, path, gvk) for p in patch if "$patch" not in p]
    where, both = ".".join(path), dest + patch
    if not all(isinstance(e, dict) and keys[0] in e for e in both):
        raise ValueError(f"patch at {where}: every element needs its merge key {keys[0]!r}")
    extra = [any(k in e for k in keys[1:]) for e in both]
    if any(extra) and not all(all(k in e for k in keys[1:]) for e in both):
        raise ValueError(f"patch at {where}: give {keys[1:]} on every element or none (kubectl mangles a mix)")
    keys = keys if any(extra) else keys[:1]
    index = {tuple(str(e[k]) for k in keys): i for i, e in enumerate(dest)}
    merged, deleted, ordered = list(dest), set(), []  # ordered: patch elements (dest indexes or new elements)
    for p in patch:
        i = index.get(tuple(str(p[k]) for k in keys))
        if p.get("$patch") == "delete":
            deleted.add(i)
        elif i is None:
            ordered.append(_merge(None, p, path, gvk))
        else:
            merged[i] = _merge(dest[i], p, path, gvk)
            ordered.append(i)
    if len(keys) > 1:  # kyaml puts new elements first, then the old ones in place
        return [p for p in ordered if not isinstance(p, int)] + [e for i, e in enumerate(merged) if i not in deleted]
    rest = [e for i, e in enumerate(merged) if i not in deleted and i not in ordered]
    return [merged[p] if isinstance(p, int) else p for p in ordered] + rest  # patch order first, then the others


def _json_patch(doc: dict, ops: list) -> dict:
    """RFC 6902 add/remove/replace/move/copy/test; pointers use `~1` for '/', `~0` for '~', `-` to append."""
    doc = copy.deepcopy(doc)

    def locate(pointer: str, adding: bool) -> tuple[Any, Any]:
        if not pointer.startswith("/"):
            raise ValueError(f"JSON patch path {pointer!r} must start with '/'")
        *parents, last = [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]
        node = doc
        for token in parents:
            node = node[locate_in(node, token, False)]
        return node, locate_in(node, last, adding)

    def locate_in(node: Any, token: str, adding: bool) -> Any:
        if isinstance(node, dict) and (adding or token in node):
            return token
        if isinstance(node, list) and adding and token == "-":
            return len(node)
        if isinstance(node, list) and re.fullmatch(r"0|[1-9]\d*", token) and int(token) < len(node) + adding:
            return int(token)
        raise ValueError(f"JSON patch: no {token!r} in {str(node)[:60]}")

    def take(pointer: str, remove: bool) -> Any:
        node, key = locate(pointer, adding=False)
        return node.pop(key) if remove else copy.deepcopy(node[key])

    def add(pointer: str, value: Any) -> None:
        node, key = locate(pointer, adding=True)
        node.insert(key, value) if isinstance(node, list) else node.__setitem__(key, value)

    for op in ops:
        _check(op, {"op", "path", "value", "from"}, "JSON patch operation")
        kind, path = op.get("op"), op.get("path", "")
        if kind in ("remove", "replace"):
            take(path, remove=True)
        if kind in ("add", "replace"):
            add(path, copy.deepcopy(op["value"]))
        elif kind in ("move", "copy"):
            add(path, take(op["from"], remove=kind == "move"))
        elif kind == "test" and take(path, remove=False) != op.get("value"):
            raise ValueError(f"JSON patch: test failed at {path}")
        elif kind not in ("remove", "test"):
            raise ValueError(f"JSON patch: unsupported op {kind!r}")
    return doc


# ---------------------------------------------------------------- references and order

def _fix_references(resources: list[Res]) -> None:
    """kustomize's last step: point references at hashed ConfigMap/Secret names, and RoleBinding subjects and
    webhook services at the namespace their ServiceAccount/Service moved to."""
    for referrer in resources:
        o, kind = referrer.obj, referrer.obj["kind"]
        nearby = [r for r in resources if r.moved and r.obj["apiVersion"] == "v1" and (
            kind in CLUSTER_SCOPED or r.obj["kind"] in CLUSTER_SCOPED or _ns_eq(r.ns, referrer.ns))]
        paths = [(k, f"{POD_SPECS[kind]}/{p}") for k, p in POD_REFS] if kind in POD_SPECS else OTHER_REFS.get(kind, [])
        for ref_kind, path in paths:
            *parents, key = path.split("/")
            for holder in _at(o, parents):
                values = holder.get(key) if isinstance(holder.get(key), list) else [holder.get(key)]
                for i, value in enumerate(values):
                    found = [r for r in nearby if r.obj["kind"] == ref_kind and r.orig_name == value]
                    if len({r.name for r in found}) > 1:
                        raise ValueError(f"{kind} {referrer.name}: {ref_kind} {value!r} is ambiguous")
                    if found and isinstance(holder[key], list):
                        holder[key][i] = found[0].name
                    elif found:
                        holder[key] = found[0].name
        if kind in ("RoleBinding", "ClusterRoleBinding"):
            refs = [("ServiceAccount", s) for s in o.get("subjects") or []]
        else:
            refs = [("Service", s) for s in _at(o, ["webhooks", "clientConfig", "service"])] if kind in WEBHOOKS else []
        for ref_kind, ref in refs:
            candidates = [r for r in nearby if r.obj["kind"] == ref_kind]
            if "namespace" in ref:  # a reference with a namespace matches where the object was, else where it is
                candidates = ([r for r in candidates if _ns_eq(r.orig_ns, ref["namespace"])]
                              or [r for r in candidates if _ns_eq(r.ns, ref["namespace"])])
            found = [r for r in candidates if r.orig_name == ref.get("name")]
            if found and found[0].ns:  # several can only differ in namespace; kustomize takes the first
                ref["namespace"] = found[0].ns


def _sort_key(r: Res) -> tuple[int, str, str]:
    """kustomize's legacy order: kind rank, then group_version_kind, then namespace ("~X" if none) and name."""
    group, version, kind = _gvk(r.obj)
    return TYPE_ORDER.get(kind, 0), f"{group or '~G'}_{version or '~V'}_{kind}", f"{r.ns or '~X'}|{r.name}"
