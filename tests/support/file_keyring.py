"""A keyring backend for tests only: the OS keyring's stand-in, kept in a file named by
$TEST_KEYRING_FILE so separate CLI processes share it. (The app itself never writes keys to files.)"""

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend


class FileKeyring(KeyringBackend):
    priority = 1

    def _path(self) -> Path:
        return Path(os.environ["TEST_KEYRING_FILE"])

    def _load(self) -> dict:
        path = self._path()
        return json.loads(path.read_text()) if path.exists() else {}

    def get_password(self, service, username):
        return self._load().get(f"{service}/{username}")

    def set_password(self, service, username, password):
        data = self._load()
        data[f"{service}/{username}"] = password
        self._path().write_text(json.dumps(data))

    def delete_password(self, service, username):
        data = self._load()
        data.pop(f"{service}/{username}", None)
        self._path().write_text(json.dumps(data))
