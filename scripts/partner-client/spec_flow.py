"""What the partner flow does, read from the bundled specs alone (no context or operation named here).

A context's main resources are the operationId families listXs / createX / getX / updateX (the list
operation declares x-list). Their request bodies come from the create and update operations' first
named example (`examples: { partner: { value: …, x-unique: … } }`), whose extensions say what the
runner has to fill in. They sit on the Example object, next to the values they mark, so every other
tool (Redocly, Spectral, schemathesis) reads `value` and ignores them:

  x-unique:     JSON pointers of values that must differ per run (an e-mail, a unique name): the run's
                suffix goes before an e-mail address's '@', else it is joined by a space, '-', '_',
                '.' or nothing, whichever the property's `pattern` admits (a code takes no space);
  x-refers-to:  {JSON pointer: operationId} for values that name another resource: the runner puts
                the id of the one it created with that operation there, and creates that one first;
                `operationId.property` puts that property of the created one there instead of its id
                (an order names its products by `createProduct.code`);
  x-days-from-today: {JSON pointer: days} for dates that must lie near the day of the run: the runner
                puts today plus that many days there (an ISO date).

An x-refers-to value `operationId#example` (or `operationId#example.property`) names what that operation
makes from its example of that name (a display order's product), made first when needed. An x-refers-to may
name an upload (a multipart create, e.g. a library image a resource names): the runner uploads a small PNG
with the upload's own example form (its x-refers-to filled in the same way) and takes the answer's id.

A family whose objects no create makes (listXs / getX / updateX, no createX) joins when its list
declares `x-made-by: { operation: 'createOrder#partner' }`: the runner makes that object (from that
example) and polls the list until an item names the made object's id (a campaign its orderId), within
MADE_BY_SECONDS.

A family without an update operation (an order, an import job: changed by operations of their own) is
created, listed and read. A create whose body is not JSON (a multipart upload) makes no family. A path
or required query parameter takes the created resource's property of the same name, else its `id`; a
create is expected to answer its declared 201, else 202 (a job), else its first 2xx; a list page's
items are `items`, else its one array of objects with ids. The authorization matrix reads the same
examples and extensions, and two more of its own (services/all-in-one/test/matrix/openapi.ts):
`x-refers-to` values `operationId#example` and `x-id-of`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

METHODS = ("get", "put", "post", "patch", "delete")


@dataclass
class Operation:
    context: str
    operation_id: str
    method: str
    path: str
    spec: dict[str, Any]

    @property
    def required_params(self) -> list[str]:
        """The path parameters and the required query parameters, by their names in the spec."""
        declared = [p["name"] for p in self.spec.get("parameters") or [] if p.get("in") == "query" and p.get("required")]
        return re.findall(r"{([^}]+)}", self.path) + declared

    def example(self, name: str | None = None) -> dict[str, Any]:
        """The named example of the JSON request body (the first when no name is given), with its extensions."""
        content = self.spec["requestBody"]["content"]
        # A JSON body's, else (an upload named by an x-refers-to) a multipart form's.
        media = content.get("application/json") or content.get("multipart/form-data") or {}
        examples = media.get("examples") or {}
        if not examples:
            raise LookupError(f"{self.operation_id}: its JSON request body has no named `examples` for the partner flow")
        if name is not None and name not in examples:
            raise LookupError(f"{self.operation_id}: its JSON request body has no example named {name}")
        return examples[name] if name is not None else next(iter(examples.values()))

    @property
    def first_example_name(self) -> str:
        content = self.spec["requestBody"]["content"]
        media = content.get("application/json") or content.get("multipart/form-data") or {}
        return next(iter((media.get("examples") or {}).keys()), "")


@dataclass
class Resource:
    context: str
    name: str  # the family's singular, as in createX
    list: Operation
    create: Operation | None  # None: made as a side effect of `made_by`
    get: Operation
    update: Operation | None
    refers_to: set[str] = field(default_factory=set)  # operationIds of creates this one needs first
    made_by: str | None = None  # the list's x-made-by operation (`operationId#example`)

    @property
    def key(self) -> str:
        return f"{self.context}/{self.name}"

    @property
    def made_key(self) -> str:
        """Where the flow keeps the object it made or found: its create's operationId, else its list's."""
        return self.create.operation_id if self.create else self.list.operation_id


def load_spec(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text())


def operations(context: str, spec: dict[str, Any]) -> dict[str, Operation]:
    found: dict[str, Operation] = {}
    for path, item in spec.get("paths", {}).items():
        for method in METHODS:
            op = item.get(method)
            if op and op.get("operationId"):
                found[op["operationId"]] = Operation(context, op["operationId"], method, path, op)
    return found


def plurals(name: str) -> list[str]:
    out = [name + "s", name + "es"]
    if name.endswith("y"):
        out.append(name[:-1] + "ies")
    return out


def resources(context: str, spec: dict[str, Any]) -> list[Resource]:
    ops = operations(context, spec)
    found: list[Resource] = []
    for op_id, op in ops.items():
        m = re.fullmatch(r"create([A-Z]\w*)", op_id)
        if not m:
            continue
        name = m.group(1)
        get, update = ops.get(f"get{name}"), ops.get(f"update{name}")
        listing = next((ops[f"list{p}"] for p in plurals(name) if f"list{p}" in ops), None)
        if not (get and listing and "x-list" in listing.spec and "application/json" in ((op.spec.get("requestBody") or {}).get("content") or {})):
            continue
        resource = Resource(context, name, listing, op, get, update)
        for body_op in (op, update):
            if body_op:
                resource.refers_to |= {reference(r)[0] for r in (body_op.example().get("x-refers-to") or {}).values()}
        found.append(resource)
    # Families made as a side effect: getX and a listXs that declares x-made-by, no createX.
    for op_id, get in ops.items():
        m = re.fullmatch(r"get([A-Z]\w*)", op_id)
        if not m or f"create{m.group(1)}" in ops:
            continue
        name = m.group(1)
        listing = next((ops[f"list{p}"] for p in plurals(name) if f"list{p}" in ops), None)
        made_by = made_by_of(listing.spec) if listing and "x-list" in listing.spec else None
        if not made_by:
            continue
        resource = Resource(context, name, listing, None, get, ops.get(f"update{name}"), made_by=made_by)
        resource.refers_to.add(reference(made_by)[0])
        if resource.update:
            resource.refers_to |= {reference(r)[0] for r in (resource.update.example().get("x-refers-to") or {}).values()}
        found.append(resource)
    return found


def made_by_of(spec: dict[str, Any]) -> str | None:
    """An operation's x-made-by: a string or `{ operation }`."""
    made = spec.get("x-made-by")
    return made if isinstance(made, str) else (made or {}).get("operation")


def reference(value: str) -> tuple[str, str]:
    """An x-refers-to value as (create operationId, the created resource's property to take); a named
    example's `#example` is left out (see made_from)."""
    target, _, prop = value.partition(".")
    return target.partition("#")[0], prop or "id"


def made_from(value: str) -> tuple[str, str | None]:
    """An x-refers-to or x-made-by value as (operationId, the example's name or None for the first)."""
    target = value.partition(".")[0]
    operation_id, _, example = target.partition("#")
    return operation_id, example or None


def example_refers_to(all_operations: dict[str, Operation], ref: str) -> set[str]:
    """The create operationIds that the example an x-refers-to or x-made-by value names refers to,
    through the examples those name in turn (a display order's product's template)."""
    operation_id, example = made_from(ref)
    found: set[str] = set()
    for r in (all_operations[operation_id].example(example).get("x-refers-to") or {}).values():
        found.add(reference(r)[0])
        if made_from(r)[1]:
            found |= example_refers_to(all_operations, r)
    return found


def in_dependency_order(all_resources: list[Resource], all_operations: dict[str, Operation] | None = None) -> list[Resource]:
    """Every resource after the ones its examples refer to (across contexts; with all_operations, also
    what the examples an x-made-by names refer to); fails on a cycle or a reference to a create
    operation that is no resource's."""
    for r in all_resources:
        if r.made_by and all_operations:
            r.refers_to |= example_refers_to(all_operations, r.made_by)
    by_create = {r.create.operation_id: r for r in all_resources if r.create}
    ordered: list[Resource] = []
    visiting: set[str] = set()

    def visit(r: Resource) -> None:
        if r in ordered:
            return
        if r.key in visiting:
            raise ValueError(f"x-refers-to makes a cycle through {r.key}")
        visiting.add(r.key)
        for op_id in sorted(r.refers_to):
            upload = (all_operations or {}).get(op_id)
            if op_id not in by_create and upload is not None and is_upload(upload):
                # An upload (a library image a resource names) is made when needed; what its own form
                # names comes first.
                for dep in sorted(reference(v)[0] for v in (upload.example().get("x-refers-to") or {}).values()):
                    if dep not in by_create:
                        raise ValueError(f"{upload.operation_id}: x-refers-to names {dep}, which is not the create operation of any resource")
                    visit(by_create[dep])
                continue
            if op_id not in by_create:
                raise ValueError(f"{r.key}: x-refers-to names {op_id}, which is not the create operation of any resource")
            visit(by_create[op_id])
        visiting.discard(r.key)
        ordered.append(r)

    for r in sorted(all_resources, key=lambda r: r.key):
        visit(r)
    return ordered


def is_upload(op: Operation) -> bool:
    """A create whose body is a multipart form (a file upload): it makes no family, but an example may
    name what it makes (x-refers-to), which the runner then uploads first."""
    content = (op.spec.get("requestBody") or {}).get("content") or {}
    return "multipart/form-data" in content and "application/json" not in content


def multipart_binary_field(op: Operation, spec: dict[str, Any]) -> str | None:
    """The name of the binary property of a multipart/form-data request body, if it has one."""
    media = ((op.spec.get("requestBody") or {}).get("content") or {}).get("multipart/form-data")
    if not media:
        return None
    schema = resolve(spec, media.get("schema") or {})
    for name, prop in (schema.get("properties") or {}).items():
        prop = resolve(spec, prop)
        if prop.get("format") == "binary" or "contentMediaType" in prop or prop.get("contentEncoding") == "binary":
            return name
    return None


def resolve(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        ref = node["$ref"]
        if not ref.startswith("#/"):
            raise ValueError(f"unbundled reference {ref}")
        target: Any = spec
        for part in ref[2:].split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


def schema_at(spec: dict[str, Any], schema: dict[str, Any], pointer: str) -> dict[str, Any]:
    """The schema of the value at a JSON pointer into an instance of `schema` ({} when unknown)."""
    node = resolve(spec, schema)
    for step in [p.replace("~1", "/").replace("~0", "~") for p in pointer.lstrip("/").split("/") if p]:
        if "items" in node and step.isdigit():
            node = resolve(spec, node["items"])
        else:
            node = resolve(spec, (node.get("properties") or {}).get(step) or {})
    return node
