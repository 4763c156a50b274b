"""The one way to find bundled files (demo shop, prompts, icons), from source or frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)  # set by a PyInstaller bundle
    root = Path(frozen_root) if frozen_root else Path(__file__).resolve().parent.parent
    return root / "resources"


def resource(*parts: str) -> Path:
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"bundled resource missing: {path}")
    return path
