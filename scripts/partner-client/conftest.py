"""The partner flow's setting: the embedded default at BASE_URL, the bundled specs, the clients
generated from them into PARTNER_CLIENTS (never committed), the seeded admin's sign-in."""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from generate import Generated, generate  # noqa: E402
from generated import GeneratedClient  # noqa: E402
from spec_flow import in_dependency_order, load_spec, operations, resources  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SPECS = sorted((ROOT / "openapi" / "generated").glob("*.openapi.yaml"))
CLIENTS = Path(os.environ.get("PARTNER_CLIENTS", ROOT / ".cache" / "partner-client" / "clients"))
CONTEXTS = [spec.name.removesuffix(".openapi.yaml") for spec in SPECS]
SPEC_DOCS = {c: load_spec(s) for c, s in zip(CONTEXTS, SPECS, strict=True)}
RESOURCES = in_dependency_order(
    [r for c in CONTEXTS for r in resources(c, SPEC_DOCS[c])],
    {op_id: op for c in CONTEXTS for op_id, op in operations(c, SPEC_DOCS[c]).items()},
)
# A run-unique suffix for the values the examples mark x-unique.
RUN = format(int(time.time() * 1000) % 36**6, "x")


def base_url() -> str:
    url = os.environ.get("BASE_URL")
    if not url:
        pytest.exit("BASE_URL (the embedded default's address) is not set", returncode=2)
    return url


@pytest.fixture(scope="session")
def generation() -> dict[str, Generated]:
    sys.path.insert(0, str(CLIENTS))
    return {c: generate(c, s, CLIENTS) for c, s in zip(CONTEXTS, SPECS, strict=True)}


@pytest.fixture(scope="session")
def clients(generation: dict[str, Generated]) -> dict[str, GeneratedClient]:
    return {c: GeneratedClient(g.package) for c, g in generation.items()}
