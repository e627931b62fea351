"""Finds and calls the generated client's functions by operationId, the way a partner's code would
import them (adops_<context>_client.api.<tag>.<operation>), without naming any of them here."""
from __future__ import annotations

import importlib
import inspect
import pkgutil
import typing
from types import ModuleType
from typing import Any

import attrs


def _norm(name: str) -> str:
    return name.replace("_", "").replace("-", "").lower()


class GeneratedClient:
    def __init__(self, package: str):
        self.package = importlib.import_module(package)
        self.client_module = importlib.import_module(f"{package}.client")
        self.types = importlib.import_module(f"{package}.types")
        api = importlib.import_module(f"{package}.api")
        self._modules: dict[str, str] = {}
        for info in pkgutil.walk_packages(api.__path__, f"{package}.api."):
            if not info.ispkg:
                self._modules[_norm(info.name.rsplit(".", 1)[1])] = info.name

    def has(self, operation_id: str) -> bool:
        return _norm(operation_id) in self._modules

    def module(self, operation_id: str) -> ModuleType:
        name = self._modules.get(_norm(operation_id))
        if name is None:
            raise LookupError(f"the generated client {self.package.__name__} has no function for {operation_id}")
        return importlib.import_module(name)

    def body_type(self, operation_id: str) -> Any:
        """The class of the `body` argument (the request body's model)."""
        hint = typing.get_type_hints(self.module(operation_id).sync_detailed).get("body")
        if hint is None:
            raise LookupError(f"{operation_id} takes no body in the generated client")
        return hint

    @staticmethod
    def model(cls: Any, values: dict[str, Any]) -> Any:
        """cls(...) from values keyed by the spec's property names (for values from_dict cannot take,
        such as a File)."""
        fields = {_norm(f.name): f.name for f in attrs.fields(cls)}
        return cls(**{fields[_norm(k)]: v for k, v in values.items()})

    def call(self, operation_id: str, client: Any, path: dict[str, Any] | None = None, **kwargs: Any) -> Any:
        """sync_detailed(client=..., <path params by their spec names>, **kwargs): the Response, whose
        .parsed is the generated model and .headers the response headers."""
        fn = self.module(operation_id).sync_detailed
        params = {_norm(p): p for p in inspect.signature(fn).parameters}
        args = dict(kwargs)
        for spec_name, value in (path or {}).items():
            if _norm(spec_name) not in params:
                raise LookupError(f"{operation_id}: the generated function has no parameter for {spec_name}")
            args[params[_norm(spec_name)]] = value
        return fn(client=client, **args)

    def unauthenticated(self, base_url: str) -> Any:
        return self.client_module.Client(base_url=base_url, raise_on_unexpected_status=True)

    def bearer(self, base_url: str, token: str) -> Any:
        return self.client_module.AuthenticatedClient(base_url=base_url, token=token, raise_on_unexpected_status=True)
