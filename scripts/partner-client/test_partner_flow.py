"""The partner flow through clients that openapi-python-client generated from the bundled specs:
sign-in → API key → bearer token → create, list, get, update of every context's main resources
(spec_flow.py) → the key revoked refuses its token and its exchange → a throttled exchange's 429 and
its Retry-After. No hand-written HTTP: every request goes through a generated function."""
from __future__ import annotations

import copy
import datetime
import io
import os
import re
import struct
import time
import zlib
from http import HTTPStatus
from typing import Any

import attrs
import pytest

from conftest import CONTEXTS, RESOURCES, RUN, SPEC_DOCS, base_url
from generated import GeneratedClient
from spec_flow import Resource, is_upload, made_from, multipart_binary_field, operations, reference, schema_at

ALL_OPERATIONS = {op_id: op for c in CONTEXTS for op_id, op in operations(c, SPEC_DOCS[c]).items()}
# How long a revoked key's token may keep working: revocations reach every service within seconds.
REVOCATION_SECONDS = 2.0
# How long a create naming what its context learns of from an event is retried while it answers 400
# '… not found.' (a product naming a campaign template the order context has not heard of yet).
REFERENCE_SECONDS = 5.0
# How long an object made as a side effect (x-made-by: a campaign of an order) may take to be listed.
MADE_BY_SECONDS = 20.0


def owner(operation_id: str) -> str:
    """The context whose spec has the operation."""
    return ALL_OPERATIONS[operation_id].context


def ok(response: Any, status: int, what: str) -> Any:
    assert response.status_code == status, f"{what}: {int(response.status_code)} {response.content[:500]!r}"
    return response.parsed


# ---------------------------------------------------------------- the generated clients

@pytest.mark.parametrize("context", CONTEXTS)
def test_client_is_generated_with_every_operation(context: str, generation: dict, clients: dict[str, GeneratedClient]) -> None:
    g = generation[context]
    assert not g.other_warnings, "\n\n".join(g.other_warnings)
    # Every operation, a binary body's too (as multipart), has its function.
    assert not g.dropped, f"{g.package} left out {g.dropped}:\n{g.output}"
    missing = [op_id for op_id in operations(context, SPEC_DOCS[context]) if not clients[context].has(op_id)]
    assert not missing, f"{g.package} has no function for {missing}"


# ---------------------------------------------------------------- sign-in, key, token

@pytest.fixture(scope="session")
def admin(clients: dict[str, GeneratedClient]) -> Any:
    """A client of the identity context carrying the seeded admin's session cookie."""
    identity = clients[owner("signIn")]
    client = identity.unauthenticated(base_url())
    body = identity.body_type("signIn").from_dict({"email": os.environ["ADMIN_EMAIL"], "password": os.environ["ADMIN_PASSWORD"]})
    ok(identity.call("signIn", client, body=body), 200, "signIn")
    assert client.get_httpx_client().cookies, "signIn set no session cookie"
    return client


def new_api_key(clients: dict[str, GeneratedClient], admin: Any, name: str) -> Any:
    identity = clients[owner("createApiKey")]
    me = ok(identity.call("getMe", admin), 200, "getMe")
    body = identity.body_type("createApiKey").from_dict({"userId": str(me.id), "name": f"Partner client {RUN} {name}"})
    return ok(identity.call("createApiKey", admin, body=body), 201, "createApiKey")


@pytest.fixture(scope="session")
def api_key(clients: dict[str, GeneratedClient], admin: Any) -> Any:
    return new_api_key(clients, admin, "flow")


def exchange(clients: dict[str, GeneratedClient], key: str) -> Any:
    identity = clients[owner("issueToken")]
    body = identity.body_type("issueToken").from_dict({"apiKey": key})
    return identity.call("issueToken", identity.unauthenticated(base_url()), body=body)


@pytest.fixture(scope="session")
def token(clients: dict[str, GeneratedClient], api_key: Any) -> str:
    result = ok(exchange(clients, api_key.api_key), 200, "issueToken")
    assert result.token_type == "Bearer" and result.expires_in > 0
    return result.access_token


@pytest.fixture(scope="session")
def bearer(clients: dict[str, GeneratedClient], token: str) -> dict[str, Any]:
    """Per context, an AuthenticatedClient with the token the partner's key was exchanged for."""
    return {c: g.bearer(base_url(), token) for c, g in clients.items()}


def test_key_exchanged_for_a_bearer_token(token: str) -> None:
    assert token


# ---------------------------------------------------------------- every context's main resources

CREATED: dict[str, dict[str, Any]] = {}  # create operationId → the created resource, as a dict


def made_key(ref: str) -> str:
    """Where CREATED keeps what an x-refers-to or x-made-by value names: `operationId`, or
    `operationId#example` for an example other than the first."""
    operation_id, example = made_from(ref)
    first = ALL_OPERATIONS[operation_id].first_example_name
    return operation_id if example in (None, first) else f"{operation_id}#{example}"


def create(operation_id: str, example: str | None, clients: dict[str, GeneratedClient], bearer: dict[str, Any]) -> dict[str, Any]:
    """Calls a create with the body of its example; a 400 '… not found.' (what it names is not yet
    known to its context, which learns of it from an event) is retried for REFERENCE_SECONDS."""
    op = ALL_OPERATIONS[operation_id]
    api, client = clients[op.context], bearer[op.context]
    body = body_from_example(None, operation_id, clients, example=example, bearer=bearer)
    started = time.monotonic()
    while True:
        response = api.call(operation_id, client, body=body)
        if not (response.status_code == HTTPStatus.BAD_REQUEST and b"not found" in response.content.lower()) or time.monotonic() - started > REFERENCE_SECONDS:
            break
        time.sleep(0.2)
    return ok(response, success(op), f"{operation_id}{f' (example {example})' if example else ''}").to_dict()


def body_from_example(resource: Resource | None, operation_id: str, clients: dict[str, GeneratedClient], example: str | None = None, bearer: dict[str, Any] | None = None) -> Any:
    op = ALL_OPERATIONS[operation_id]
    example_doc = op.example(example)
    value = copy.deepcopy(example_doc["value"])
    schema = op.spec["requestBody"]["content"]["application/json"]["schema"]
    for pointer in example_doc.get("x-unique") or []:
        set_at(value, pointer, unique(get_at(value, pointer), schema_at(SPEC_DOCS[op.context], schema, pointer)))
    for pointer, days in (example_doc.get("x-days-from-today") or {}).items():
        set_at(value, pointer, (datetime.date.today() + datetime.timedelta(days=int(days))).isoformat())
    for pointer, ref in (example_doc.get("x-refers-to") or {}).items():
        create_id, prop = reference(ref)
        key = made_key(ref)
        if key not in CREATED and is_upload(ALL_OPERATIONS[create_id]) and bearer is not None:
            # An upload (a library image): a fresh one for each body that names it.
            set_at(value, pointer, upload(create_id, clients, bearer)[prop])
            continue
        if key not in CREATED and key != create_id and bearer is not None:
            # Another example of a resource's create (a display product): made here, first.
            CREATED[key] = create(create_id, made_from(ref)[1], clients, bearer)
        assert key in CREATED, f"{operation_id} needs what {key} creates, which failed"
        assert prop in CREATED[key], f"{operation_id}: what {key} created has no {prop}"
        set_at(value, pointer, CREATED[key][prop])
    return clients[op.context].body_type(operation_id).from_dict(value)


def upload(operation_id: str, clients: dict[str, GeneratedClient], bearer: dict[str, Any]) -> dict[str, Any]:
    """Uploads a small PNG with the upload's example form, its x-refers-to filled from what was created."""
    op = ALL_OPERATIONS[operation_id]
    api = clients[op.context]
    example_doc = op.example()
    value = copy.deepcopy(example_doc["value"])
    for pointer, ref in (example_doc.get("x-refers-to") or {}).items():
        key = made_key(ref)
        assert key in CREATED, f"{operation_id} needs what {key} creates, which failed"
        set_at(value, pointer, CREATED[key][reference(ref)[1]])
    field = multipart_binary_field(op, SPEC_DOCS[op.context])
    assert field, f"{operation_id}: no binary field in its form"
    value[field] = api.types.File(payload=io.BytesIO(png()), file_name="image.png", mime_type="image/png")
    response = api.call(operation_id, bearer[op.context], body=api.model(api.body_type(operation_id), value))
    return ok(response, success(op), operation_id).to_dict()


def unique(value: Any, schema: dict[str, Any]) -> str:
    """The value with the run's suffix: before an e-mail address's '@', else joined by the first of a
    space, '-', '_', '.' or nothing that the property's pattern admits (a code takes no space)."""
    text = str(value)
    if "@" in text:
        local, domain = text.split("@", 1)
        return f"{local}.{RUN}@{domain}"
    # The run's suffix as it is, in capitals, or as digits (a network's account id).
    candidates = [f"{text}{joiner}{suffix}" for suffix in (RUN, RUN.upper(), str(int(RUN, 16))) for joiner in (" ", "-", "_", ".", "")]
    pattern = schema.get("pattern")
    fitting = [c for c in candidates if not pattern or re.search(pattern, c)]
    assert fitting, f"no unique form of {text!r} matches its pattern {pattern!r}"
    return fitting[0]


def _steps(pointer: str) -> list[str]:
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.lstrip("/").split("/")]


def get_at(doc: Any, pointer: str) -> Any:
    for step in _steps(pointer):
        doc = doc[int(step)] if isinstance(doc, list) else doc[step]
    return doc


def set_at(doc: Any, pointer: str, value: Any) -> None:
    *parents, last = _steps(pointer)
    for step in parents:
        doc = doc[int(step)] if isinstance(doc, list) else doc[step]
    if isinstance(doc, list):
        doc[int(last)] = value
    else:
        doc[last] = value


def contains(shown: Any, sent: Any) -> bool:
    """True when `shown` holds `sent`: every property sent (objects may show more), lists and values equal."""
    if isinstance(sent, dict):
        return isinstance(shown, dict) and all(contains(shown.get(k), v) for k, v in sent.items())
    if isinstance(sent, list):
        return isinstance(shown, list) and len(shown) == len(sent) and all(contains(a, b) for a, b in zip(shown, sent, strict=True))
    return shown == sent


def success(op: Any) -> int:
    """The operation's declared success status: 201 Created, 202 Accepted (a job), else the first 2xx."""
    codes = sorted(int(code) for code in op.spec["responses"] if code.isdigit() and 200 <= int(code) < 300)
    return next((code for code in (201, 202) if code in codes), codes[0])


def listed_items(listed: Any) -> list[Any]:
    """A list page's items: its `items`, else its one array of objects with an id (an order list's `orders`)."""
    if hasattr(listed, "items") and isinstance(listed.items, list):
        return listed.items
    values = [getattr(listed, f.name) for f in attrs.fields(type(listed))]
    arrays = [v for v in values if isinstance(v, list) and v and all(hasattr(i, "id") for i in v)]
    assert len(arrays) <= 1, f"cannot tell the items of the list page {type(listed).__name__}"
    return arrays[0] if arrays else []


def listed_ids(listed: Any) -> list[str]:
    """The ids of a list page's items."""
    return [str(item.id) for item in listed_items(listed)]


def parameter_values(names: list[str], created: dict[str, Any]) -> dict[str, Any]:
    """A parameter takes the created resource's property of the same name, else its id."""
    return {p: created.get(p, created["id"]) for p in names}


@pytest.mark.parametrize("resource", RESOURCES, ids=[r.key for r in RESOURCES])
def test_create_list_get_update(resource: Resource, clients: dict[str, GeneratedClient], bearer: dict[str, Any]) -> None:
    api, client = clients[resource.context], bearer[resource.context]

    if resource.create:
        created = create(resource.create.operation_id, None, clients, bearer)
    else:
        created = made_as_side_effect(resource, clients, bearer)
    CREATED[resource.made_key] = created

    # A list that must be narrowed (e-mail templates to one customer) is narrowed to the created one's.
    listed = ok(api.call(resource.list.operation_id, client, path=parameter_values(resource.list.required_params, created)), 200, resource.list.operation_id)
    assert created["id"] in listed_ids(listed), f"{resource.list.operation_id} does not list the created {resource.name}"

    got = ok(api.call(resource.get.operation_id, client, path=parameter_values(resource.get.required_params, created)), 200, resource.get.operation_id)
    assert str(got.id) == created["id"]

    if resource.update is None:
        return  # changed by operations of its own, which the flow leaves to the context's tests
    body = body_from_example(resource, resource.update.operation_id, clients)
    started = time.monotonic()
    while True:
        response = api.call(resource.update.operation_id, client, path=parameter_values(resource.update.required_params, created), body=body)
        # An object made as a side effect may still be being made (a campaign a job is creating on its
        # network, 409) when it is first listed: retried for REFERENCE_SECONDS.
        if resource.create or response.status_code != HTTPStatus.CONFLICT or time.monotonic() - started > REFERENCE_SECONDS:
            break
        time.sleep(0.2)
    updated = ok(response, 200, resource.update.operation_id)
    assert str(updated.id) == created["id"]
    # What was sent is what the update answers and what a later get shows.
    again = ok(api.call(resource.get.operation_id, client, path=parameter_values(resource.get.required_params, created)), 200, resource.get.operation_id)
    for shown, what in ((updated, resource.update.operation_id), (again, f"{resource.get.operation_id} after {resource.update.operation_id}")):
        differing = {k: (v, shown.to_dict().get(k)) for k, v in body.to_dict().items() if not contains(shown.to_dict().get(k), v)}
        assert not differing, f"{what} shows other values than were sent (sent, shown): {differing}"


def made_as_side_effect(resource: Resource, clients: dict[str, GeneratedClient], bearer: dict[str, Any]) -> dict[str, Any]:
    """The object its list's x-made-by operation makes: that operation's object (made now unless the
    flow made it already), then the list polled until an item names that object's id."""
    assert resource.made_by
    key = made_key(resource.made_by)
    if key not in CREATED:
        operation_id, example = made_from(resource.made_by)
        CREATED[key] = create(operation_id, example, clients, bearer)
    maker = CREATED[key]["id"]
    api, client = clients[resource.context], bearer[resource.context]
    started = time.monotonic()
    while time.monotonic() - started < MADE_BY_SECONDS:
        listed = ok(api.call(resource.list.operation_id, client, path=parameter_values(resource.list.required_params, CREATED[key])), 200, resource.list.operation_id)
        items = [item.to_dict() for item in listed_items(listed)]
        found = next((item for item in items if maker in (str(v) for v in item.values())), None)
        if found:
            return found
        time.sleep(0.3)
    pytest.fail(f"{resource.list.operation_id} listed nothing naming {key}'s {maker} within {MADE_BY_SECONDS:.0f} s (x-made-by {resource.made_by})")


# ---------------------------------------------------------------- binary bodies as multipart

def png() -> bytes:
    """A 1×1 PNG made here (no file shipped)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff")) + chunk(b"IEND", b"")


# The created resources' operations that take a binary file as multipart/form-data.
UPLOADS = [
    (r, op) for r in RESOURCES for op in operations(r.context, SPEC_DOCS[r.context]).values()
    if op.path.startswith(r.get.path + "/") and multipart_binary_field(op, SPEC_DOCS[r.context])
]


@pytest.mark.parametrize("resource,operation", UPLOADS, ids=[op.operation_id for _, op in UPLOADS])
def test_binary_body_uploads_as_multipart(resource: Resource, operation: Any, clients: dict[str, GeneratedClient], bearer: dict[str, Any]) -> None:
    api = clients[resource.context]
    created = CREATED.get(resource.made_key)
    assert created, f"{resource.key} was not created"
    field = multipart_binary_field(operation, SPEC_DOCS[resource.context])
    body = api.model(api.body_type(operation.operation_id), {field: api.types.File(payload=io.BytesIO(png()), file_name="image.png", mime_type="image/png")})
    response = api.call(operation.operation_id, bearer[resource.context], path=parameter_values(operation.required_params, created), body=body)
    assert 200 <= response.status_code < 300, f"{operation.operation_id}: {int(response.status_code)} {response.content[:300]!r}"


# ---------------------------------------------------------------- revocation

def secured(op: Any) -> bool:
    """True when the operation needs a signed-in caller (its own security requirement, else the spec's)."""
    requirements = op.spec.get("security", SPEC_DOCS[op.context].get("security") or [])
    return bool(requirements) and all(requirement for requirement in requirements)


def example_body(op: Any) -> Any:
    """The value of the first named example of the operation's JSON body, or None."""
    try:
        return op.example()["value"]
    except (KeyError, LookupError):
        return None


def test_revoked_key_refuses_its_token_and_a_new_exchange(clients: dict[str, GeneratedClient], admin: Any, api_key: Any, bearer: dict[str, Any]) -> None:
    identity = clients[owner("revokeApiKey")]
    revoke = ALL_OPERATIONS["revokeApiKey"]
    response = identity.call("revokeApiKey", admin, path={revoke.required_params[0]: api_key.id})
    assert response.status_code == HTTPStatus.NO_CONTENT, f"revokeApiKey: {int(response.status_code)}"
    revoked_at = time.monotonic()
    # Every resource's list with the token, and in a context without a create/list/get family (the
    # payment context) its first secured operation with its example body: each refused with 401
    # within REVOCATION_SECONDS.
    probes: list[tuple[str, Any]] = []
    created = [r for r in RESOURCES if r.made_key in CREATED]
    assert {r.context for r in created} == {r.context for r in RESOURCES}, "some context has no resource the flow created"
    for resource in created:
        params = parameter_values(resource.list.required_params, CREATED[resource.made_key])
        probes.append((resource.list.operation_id, lambda r=resource, p=params: clients[r.context].call(r.list.operation_id, bearer[r.context], path=p)))
    for context in set(CONTEXTS) - {r.context for r in RESOURCES}:
        probe = next((op for op in operations(context, SPEC_DOCS[context]).values() if secured(op) and example_body(op) is not None), None)
        assert probe, f"{context} has no resource family and no secured operation with an example body to probe"
        body = clients[context].body_type(probe.operation_id).from_dict(example_body(probe))
        probes.append((probe.operation_id, lambda c=context, o=probe, b=body: clients[c].call(o.operation_id, bearer[c], body=b)))
    for operation_id, call in probes:
        while True:
            status = call().status_code
            if status == HTTPStatus.UNAUTHORIZED or time.monotonic() - revoked_at > REVOCATION_SECONDS:
                break
            time.sleep(0.1)
        assert status == HTTPStatus.UNAUTHORIZED, f"{operation_id} still answers {int(status)} to the revoked key's token {time.monotonic() - revoked_at:.1f} s after revokeApiKey"
    print(f"the revoked key's token was refused everywhere {time.monotonic() - revoked_at:.2f} s after revokeApiKey")
    again = exchange(clients, api_key.api_key)
    assert again.status_code == HTTPStatus.UNAUTHORIZED, f"issueToken with the revoked key: {int(again.status_code)}"


# ---------------------------------------------------------------- throttling

def test_failing_exchanges_end_in_429_with_retry_after(clients: dict[str, GeneratedClient]) -> None:
    # A different unknown key each time, so the address's failure budget is what runs out.
    limit = int(os.environ.get("PARTNER_FLOW_MAX_EXCHANGES", "100"))
    for attempt in range(1, limit + 1):
        response = exchange(clients, f"adk_{RUN}{attempt:04d}_not-a-key-anyone-was-given")
        if response.status_code == HTTPStatus.TOO_MANY_REQUESTS:
            break
        assert response.status_code == HTTPStatus.UNAUTHORIZED, f"issueToken with an unknown key: {int(response.status_code)}"
    else:
        pytest.fail(f"{limit} failing exchanges were never answered 429")
    retry_after = response.headers.get("retry-after")
    assert retry_after and retry_after.isdigit() and int(retry_after) > 0, f"429 without a Retry-After in seconds: {dict(response.headers)}"
    rate_limit = {k: v for k, v in response.headers.items() if k.lower().startswith("ratelimit")}
    print(f"429 after {attempt} failing exchanges: Retry-After {retry_after}, {rate_limit or 'no RateLimit headers'}")


def test_a_valid_key_still_exchanges_from_the_throttled_address(clients: dict[str, GeneratedClient], admin: Any) -> None:
    # After the test above: strangers' failures from this address never refuse a valid key.
    fresh = new_api_key(clients, admin, "after the throttle")
    response = exchange(clients, fresh.api_key)
    assert response.status_code == HTTPStatus.OK, f"issueToken with a valid key from the throttled address: {int(response.status_code)}"
