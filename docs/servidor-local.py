#!/usr/bin/env python3
"""Un JSONPlaceholder local, para `swift run album` y `swift run tareas` en una clase sin internet.

    python3 docs/servidor-local.py            # escucha en http://127.0.0.1:8000
    python3 docs/servidor-local.py 9000       # en otro puerto

    MARCADOR_SERVIDOR=http://127.0.0.1:8000 swift run album

Sirve, byte a byte, las respuestas reales de JSONPlaceholder que guardan las pruebas
(Tests/SoporteDePruebas/Fixtures, con sus fuentes en FUENTES.md). Como json-server, el programa
de JSONPlaceholder, contesta 404 con `{}` a todo lo demás (por ejemplo, /albums/9999).
Solo usa la biblioteca estándar de Python 3.
"""

import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "Tests" / "SoporteDePruebas" / "Fixtures"

# Ruta con sus parámetros → fichero de Fixtures/.
RUTAS = {
    "/albums/1": "albums-1.json",
    "/todos?_limit=3": "todos-limit-3.json",
    "/users": "users.json",
}
NO_EXISTE = "users-99.json"  # el `{}` del 404 de JSONPlaceholder


class JSONPlaceholderLocal(BaseHTTPRequestHandler):
    def do_GET(self):
        fichero = RUTAS.get(self.path)
        estado = 200 if fichero else 404
        cuerpo = (FIXTURES / (fichero or NO_EXISTE)).read_bytes()
        self.send_response(estado)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(cuerpo)))
        self.end_headers()
        self.wfile.write(cuerpo)


if __name__ == "__main__":
    puerto = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    servidor = ThreadingHTTPServer(("127.0.0.1", puerto), JSONPlaceholderLocal)
    print(f"JSONPlaceholder local en http://127.0.0.1:{puerto} (Ctrl+C para parar)", flush=True)
    try:
        servidor.serve_forever()
    except KeyboardInterrupt:
        pass
