"""`glasslint lsp` end to end, driven by pytest-lsp: a language client built on pygls that
starts the server as an editor does and speaks the protocol to it over its standard input
and output. A few tests write raw bytes instead, to check the framing and the lifecycle
where a client library would hide them.
"""

import asyncio
import json
import os
import pathlib
import subprocess
import time

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

GLASSLINT = os.environ["GLASSLINT_EXECUTABLE"]
PUBLISH = types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS

# `É` and `🎧` take 2 and 4 UTF-8 bytes but 1 and 2 UTF-16 units: the glass-before-layout
# finding on line 5 starts at UTF-8 column 30 (from 1), which is UTF-16 character 26 (from 0).
PLAYER_BAR = """import SwiftUI

struct PlayerBar: View {
    var body: some View {
        Text("Écoute 🎧").glassEffect().padding()
    }
}
"""

# Other files of the project, on disk only: a `Glass.prominent` the project declares
# itself, and a list whose rows are `TrackRow`s.
PROJECT_FILES = {
    "Package.swift": """// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Player", platforms: [.iOS(.v26)], targets: [.target(name: "Player")])
""",
    "Sources/Player/GlassStyles.swift": """import SwiftUI

extension Glass {
    static var prominent: Glass { .regular.tint(.accentColor) }
}
""",
    "Sources/Player/Library.swift": """import SwiftUI

struct Library: View {
    let tracks: [String]

    var body: some View {
        List(tracks, id: \\.self) { track in
            TrackRow(title: track)
        }
    }
}
""",
}

TRACK_ROW = """import SwiftUI

struct TrackRow: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .glassEffect()
    }
}
"""


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    for name, text in PROJECT_FILES.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[GLASSLINT, "lsp"]))
async def client(lsp_client: LanguageClient, project: pathlib.Path):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=project.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="Player")],
        )
    )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client._server.returncode == 0, "exit after shutdown must end the server with 0"


def uri_of(project: pathlib.Path, name: str) -> str:
    return (project / name).as_uri()


def open_document(client: LanguageClient, uri: str, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, uri: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def codes(client: LanguageClient, uri: str) -> list[str]:
    return [str(diagnostic.code) for diagnostic in client.diagnostics.get(uri, [])]


async def wait_until(condition, what: str, timeout: float = 20.0):
    """Waits for the server's notifications to make `condition` true."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies LSP edits (UTF-16 positions, all relative to the original text)."""
    lines = text.splitlines(keepends=True)

    def offset(position: types.Position) -> int:
        start = sum(len(line) for line in lines[: position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return start + index
            units += utf16_length(character)
        return start + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def test_initialize_advertises_full_sync_on_save_and_quick_fixes(client: LanguageClient):
    result = client.initialize_result
    assert result.server_info.name == "glasslint"
    sync = result.capabilities.text_document_sync
    assert sync.open_close is True
    assert sync.change == types.TextDocumentSyncKind.Full
    assert sync.save is not None and sync.save is not False
    assert list(result.capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16


async def test_open_publishes_findings_at_utf16_positions(client: LanguageClient, project: pathlib.Path):
    uri = uri_of(project, "Sources/Player/PlayerBar.swift")
    published = client.protocol.wait_for_notification_async(PUBLISH)
    open_document(client, uri, PLAYER_BAR, version=7)
    params = await asyncio.wait_for(published, 20)
    assert params.uri == uri and params.version == 7

    [diagnostic] = [d for d in params.diagnostics if d.code == "glass-before-layout"]
    line = PLAYER_BAR.splitlines()[4]
    start = utf16_length(line[: line.index("glassEffect")])
    assert diagnostic.range.start == types.Position(line=4, character=start) == types.Position(line=4, character=26)
    assert diagnostic.range.end.line == 4 and diagnostic.range.end.character > start
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.source == "glasslint"
    assert "glassEffect" in diagnostic.message

    # The code links to the rule's page, which is what `glasslint explain` prints.
    page = pathlib.Path(diagnostic.code_description.href.removeprefix("file://"))
    explained = subprocess.run([GLASSLINT, "explain", "glass-before-layout"], capture_output=True, text=True, check=True)
    assert page.read_text(encoding="utf-8") == explained.stdout


async def test_the_quick_fix_edits_the_document_and_the_change_clears_the_finding(client: LanguageClient, project: pathlib.Path):
    uri = uri_of(project, "Sources/Player/PlayerBar.swift")
    open_document(client, uri, PLAYER_BAR)
    await wait_until(lambda: "glass-before-layout" in codes(client, uri), "the glass-before-layout finding")
    [diagnostic] = [d for d in client.diagnostics[uri] if d.code == "glass-before-layout"]

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=diagnostic.range.start, end=diagnostic.range.start),
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    [action] = [a for a in actions if "glass-before-layout" in a.title]
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred is True
    assert [d.code for d in action.diagnostics] == ["glass-before-layout"]
    fixed = apply_edits(PLAYER_BAR, action.edit.changes[uri])
    assert fixed.index(".padding()") < fixed.index(".glassEffect()"), fixed

    change_document(client, uri, fixed, version=2)
    await wait_until(lambda: uri in client.diagnostics and "glass-before-layout" not in codes(client, uri), "the finding to go")

    change_document(client, uri, PLAYER_BAR, version=3)
    await wait_until(lambda: "glass-before-layout" in codes(client, uri), "the finding to come back")


async def test_the_rest_of_the_project_is_read_from_disk(client: LanguageClient, project: pathlib.Path):
    # GlassStyles.swift, on disk only, declares `Glass.prominent`; `Glass.thick` is nowhere.
    declared = uri_of(project, "Sources/Player/Declared.swift")
    unknown = uri_of(project, "Sources/Player/Unknown.swift")
    view = 'import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text("1").padding().glassEffect(.%s) }\n}\n'
    open_document(client, declared, view % "prominent")
    open_document(client, unknown, view % "thick")
    await wait_until(lambda: "unknown-glass-api" in codes(client, unknown), "unknown-glass-api on Glass.thick")
    await wait_until(lambda: declared in client.diagnostics, "the diagnostics of Declared.swift")
    assert "unknown-glass-api" not in codes(client, declared)


async def test_the_index_follows_views_across_open_and_closed_files(client: LanguageClient, project: pathlib.Path):
    # TrackRow is glass, and Library.swift (on disk) shows it as a List row.
    row = uri_of(project, "Sources/Player/TrackRow.swift")
    open_document(client, row, TRACK_ROW)
    await wait_until(lambda: "glass-on-content" in codes(client, row), "glass-on-content on the row")

    # Open Library.swift and stop showing rows in a List: the row's finding goes, unsaved.
    library = uri_of(project, "Sources/Player/Library.swift")
    original = PROJECT_FILES["Sources/Player/Library.swift"]
    open_document(client, library, original)
    change_document(client, library, original.replace("List(tracks", "ForEach(tracks"), version=2)
    await wait_until(lambda: "glass-on-content" not in codes(client, row), "the row's finding to go")

    # Closing Library.swift unsaved brings back its text on disk.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=library)))
    await wait_until(lambda: "glass-on-content" in codes(client, row), "the row's finding to come back")


async def test_closing_a_document_clears_its_diagnostics(client: LanguageClient, project: pathlib.Path):
    uri = uri_of(project, "Sources/Player/PlayerBar.swift")
    open_document(client, uri, PLAYER_BAR)
    await wait_until(lambda: "glass-before-layout" in codes(client, uri), "the glass-before-layout finding")
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await wait_until(lambda: codes(client, uri) == [], "the closed document's diagnostics to be cleared")


async def test_saving_after_the_configuration_changed_reads_it_again(client: LanguageClient, project: pathlib.Path):
    uri = uri_of(project, "Sources/Player/PlayerBar.swift")
    open_document(client, uri, PLAYER_BAR)
    await wait_until(lambda: "glass-before-layout" in codes(client, uri), "the glass-before-layout finding")

    (project / ".glasslint.json").write_text(json.dumps({"rules": {"glass-before-layout": False}}), encoding="utf-8")
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await wait_until(lambda: "glass-before-layout" not in codes(client, uri), "the rule to be turned off")


async def test_an_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("glasslint/unknown", {})


# Raw bytes: framing and lifecycle.


def frame(message: dict) -> bytes:
    content = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(content) + content


def read_message(stream) -> dict:
    length = None
    while (line := stream.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("ascii").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    assert length is not None, "a message without Content-Length"
    return json.loads(stream.read(length))


def start_server() -> subprocess.Popen:
    return subprocess.Popen([GLASSLINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_messages_split_into_small_pieces_are_read_whole(tmp_path: pathlib.Path):
    server = start_server()
    request = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": tmp_path.as_uri(), "capabilities": {}}})
    for start in range(0, len(request), 7):
        server.stdin.write(request[start : start + 7])
        server.stdin.flush()
        time.sleep(0.002)
    response = read_message(server.stdout)
    assert response["id"] == 1 and response["result"]["serverInfo"]["name"] == "glasslint"

    # Two messages in one write.
    server.stdin.write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}) + frame({"jsonrpc": "2.0", "id": "two", "method": "shutdown"}))
    server.stdin.flush()
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": "two", "result": None}
    server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
    server.stdin.flush()
    assert server.wait(timeout=20) == 0


def test_requests_before_initialize_are_refused_and_exit_without_shutdown_is_1():
    server = start_server()
    server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "textDocument/codeAction", "params": {}}))
    server.stdin.write(b"Content-Length: 9\r\n\r\nnot json!")
    server.stdin.flush()
    assert read_message(server.stdout)["error"]["code"] == -32002
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "not a JSON-RPC message"}}
    server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
    server.stdin.flush()
    assert server.wait(timeout=20) == 1


def test_a_client_that_goes_away_ends_the_server_with_1():
    server = start_server()
    server.stdin.close()
    assert server.wait(timeout=20) == 1
