import Testing
@testable import HerramientaCalificacion
@testable import HerramientaClase

/// La página de `clase` vista en un navegador: la tabla cabe en 1280 px (cada celda, un símbolo; cada
/// columna, con el nombre de su paso), cada estado se distingue sin color y lo que hay que mirar va arriba.
/// Cómo se ve de verdad lo enseña la captura de docs/benchmarks/clase.sh.
@Suite("La página HTML de una clase")
struct PaginaDeClaseTests {
    /// Una entrega con cada estado, en p/1…p/7, y sin p/8 (que trae otra).
    static let todosLosEstados: ResumenDeClase = {
        let estados: [EstadoDeCalificacion] = [.pasa, .falla, .noCompila, .noSePuedeComprobar, .revienta, .seCuelga, .sinPruebas]
        return ResumenDeClase(entregas: [
            EntregaDeClase(alumno: "ana", pasos: estados.enumerated().map { ResumenDeClaseTests.paso("p/\($0 + 1)", $0 + 1, $1) },
                           puntos: 1, maximo: 8),
            EntregaDeClase(alumno: "luis", pasos: [ResumenDeClaseTests.paso("p/8", 8, .pasa)], puntos: 1, maximo: 8,
                           avisos: ["cambió el kit: Tests/Lib/DobleTests.swift cambiado"]),
        ], problemas: [])
    }()

    /// Las celdas de estado de la fila que empieza por `<tr><td>alumno</td>`: (clase, título, texto).
    private static func celdas(de alumno: String, en html: String) throws -> [(clase: String, titulo: String, texto: String)] {
        let fila = try #require(html.split(separator: "\n").first { $0.hasPrefix("<tr><td>\(alumno)</td>") }, "falta la fila de \(alumno)")
        return fila.matches(of: #/<td class="estado ([^"]*)" title="([^"]*)">([^<]*)</td>/#).map {
            (String($0.output.1), String($0.output.2), String($0.output.3))
        }
    }

    @Test func cadaEstadoTieneSuPropioColorYSuPropioSimbolo() {
        let aspectos = PaginaDeClase.estados.map(PaginaDeClase.aspecto)
        #expect(Set(aspectos.map(\.simbolo)).count == PaginaDeClase.estados.count, "Dos estados con el mismo símbolo: \(aspectos.map(\.simbolo))")
        #expect(Set(aspectos.map(\.color)).count == PaginaDeClase.estados.count, "Dos estados con el mismo color: \(aspectos.map(\.color))")
        #expect(Set(aspectos.map(\.clase)).count == PaginaDeClase.estados.count)
    }

    @Test func noCompilaYNoSePuedeComprobarSeDistinguenPorElColorYPorElSimbolo() throws {
        let html = PaginaDeClase(resumen: Self.todosLosEstados).html
        let celdas = try Self.celdas(de: "ana", en: html)

        #expect(celdas.map(\.clase) == ["pasa", "falla", "no-compila", "no-se-puede-comprobar", "revienta", "se-cuelga", "sin-pruebas", "falta"])
        #expect(celdas.map(\.texto) == ["✓", "✗", "⚠", "⊘", "↯", "∞", "∅", "—"], "Cada celda, un solo símbolo: un texto largo ensancha su columna")
        #expect(celdas[2].titulo == "p/3: no compila", "El estado, también en palabras, al pasar el ratón")
        #expect(html.contains(".no-compila { background: #ffcf94; }") && html.contains(".no-se-puede-comprobar { background: #d7d7e4; }"),
                "Cada estado, con su color en el estilo")
    }

    @Test func laLeyendaDaElSimboloYElNombreDeCadaEstado() {
        let html = PaginaDeClase(resumen: Self.todosLosEstados).html
        for estado in PaginaDeClase.estados {
            let aspecto = PaginaDeClase.aspecto(estado)
            #expect(html.contains("<span class=\"estado \(aspecto.clase)\">\(aspecto.simbolo)</span> \(estado?.rawValue ?? "no está en el informe")"),
                    "Falta en la leyenda: \(aspecto.simbolo) \(estado?.rawValue ?? "no está en el informe")")
        }
    }

    @Test func cadaColumnaLlevaElNumeroYElIdDeSuPasoDondeAntesSoloIbaElNumero() {
        let html = PaginaDeClase(resumen: Self.todosLosEstados).html

        #expect(html.contains(#"<th class="paso" title="p/3 · Título p/3"><span>3 · p/3</span></th>"#),
                "La cabecera de la columna 3 dice qué paso es, no solo su número")
        #expect(html.contains("#alumnos { table-layout: fixed; width: 100%;"),
                "La tabla se reparte el ancho de la ventana en vez de crecer con su contenido")
    }

    @Test func lasEntregasConCambiosOManipulacionesSeNombranArribaAntesDeLaTabla() throws {
        let html = PaginaDeClase(resumen: Self.todosLosEstados).html

        let avisos = try #require(html.range(of: "<ul id=\"avisos\">"), "Falta la lista de entregas con cambios al kit")
        let tabla = try #require(html.range(of: "<table id=\"alumnos\">"))
        #expect(avisos.lowerBound < tabla.lowerBound, "La lista va arriba, no tras cientos de filas")
        #expect(html.contains("<h2 class=\"aviso\">1 entrega con cambios al kit o manipulaciones</h2>"))
        #expect(html.contains("<li><strong>luis</strong>: cambió el kit: Tests/Lib/DobleTests.swift cambiado</li>"))
        #expect(html.contains("<tr><td class=\"aviso\" title=\"cambia el kit o manipula sus pruebas\">⚑ luis</td>"), "Y en su fila, marcada")
    }

    @Test func sinCambiosNiManipulacionesLoDiceArriba() {
        let html = PaginaDeClase(resumen: ResumenDeClaseTests.clase).html
        #expect(html.contains("<h1>La clase: 4 entregas</h1>\n<p id=\"sin-avisos\">Ninguna entrega cambia el kit ni manipula sus pruebas.</p>"))
    }
}
