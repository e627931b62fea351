"""Generates one Python client per context with openapi-python-client (a generator nobody here wrote)
and reads what it says: an operation it would not generate is a failure (the test fails on it), and
so is any other warning except about an image media type offered beside others: a response body it
leaves unparsed (the function is generated and its Response still carries the bytes), or a raw image
request body beside multipart/form-data (the function is generated for the multipart body)."""
from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

GENERATOR = "openapi-python-client"


@dataclass
class Generated:
    context: str
    package: str
    output: str
    dropped: list[str] = field(default_factory=list)  # "METHOD /path" the generator left out
    other_warnings: list[str] = field(default_factory=list)


def package_name(context: str) -> str:
    return f"adops_{re.sub(r'[^0-9a-zA-Z]+', '_', context)}_client"


def generate(context: str, spec: Path, into: Path) -> Generated:
    package = package_name(context)
    target = into / package
    shutil.rmtree(target, ignore_errors=True)
    into.mkdir(parents=True, exist_ok=True)
    config = into / f"{package}.config.yaml"
    # An XML document (the REAXML feed of a distributed bulk upload) has no model in the generator: its
    # functions hand it over as bytes (a File), as for any binary answer.
    config.write_text(
        f"package_name_override: {package}\nproject_name_override: {package.replace('_', '-')}\n"
        "content_type_overrides:\n  application/xml: application/octet-stream\n"
    )
    run = subprocess.run(
        [GENERATOR, "generate", "--path", str(spec), "--output-path", str(target), "--meta", "none", "--config", str(config)],
        capture_output=True, text=True, check=False,
    )
    output = run.stdout + run.stderr
    if run.returncode != 0 or not (target / "__init__.py").exists():
        raise RuntimeError(f"{GENERATOR} failed on {spec} (exit {run.returncode}):\n{output}")
    result = Generated(context, package, output)
    # Each warning is a block that starts with "WARNING parsing METHOD /path ..." and runs to the next one.
    # (The generator's closing line, an invitation to report an issue, is not part of the last one.)
    warnings = re.sub(r"\nIf you believe this was a mistake.*", "", output, flags=re.S)
    for block in re.split(r"\n(?=WARNING )", warnings):
        if not block.startswith("WARNING"):
            continue
        head = block.splitlines()[0]
        where = re.match(r"WARNING parsing (\w+) (\S+)", head)
        if where and "will not be generated" in head.lower():
            result.dropped.append(f"{where.group(1).upper()} {where.group(2)}")
        elif where and "response will be omitted" in block and re.search(r"Unsupported content_type (image/[\w.+-]+(, )?)+\)", block):
            continue
        elif where and re.fullmatch(r"\s*Unsupported content type image/[\w.+-]+\s*(\{.*\})?\s*", block.split("\n", 1)[1], re.S):
            continue  # the test checks that the operation itself was generated
        else:
            result.other_warnings.append(block.strip())
    if re.search(r"\bskipp(ed|ing)\b", output, re.IGNORECASE) and not result.other_warnings:
        result.other_warnings.append("the generator reported something skipped:\n" + output)
    return result
