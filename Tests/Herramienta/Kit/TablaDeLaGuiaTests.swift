import SoporteDeLaHerramienta
import Testing

@Suite("Las tablas de las guías, fila a fila")
struct TablaDeLaGuiaTests {
    private let tabla = TablaDeLaGuia(documento: "guia.md", seccion: "la tabla", cabecera: "| Paso | Qué |")
    private let esperadas: [TablaDeLaGuia.Fila] = [
        .init(nombre: "a/1", clave: "| `a/1` |", texto: "| `a/1` | Uno |"),
        .init(nombre: "a/2", clave: "| `a/2` |", texto: "| `a/2` | Dos |"),
    ]

    @Test func unaTablaComoLaDelCatalogoNoTieneProblemas() {
        let guia = ["# Guía", "| Paso | Qué |", "|---|---|", "| `a/1` | Uno |", "| `a/2` | Dos |", "", "Texto."]
        #expect(tabla.problemas(en: guia, esperadas: esperadas).isEmpty)
    }

    @Test func unaFilaQueFaltaSeDaEscritaConDondeVa() {
        let guia = ["| Paso | Qué |", "|---|---|", "| `a/1` | Uno |"]
        #expect(tabla.problemas(en: guia, esperadas: esperadas) == [
            "guia.md: en la tabla falta la fila de a/2. Añádela, detrás de la de a/1:\n| `a/2` | Dos |",
        ])
    }

    @Test func unaFilaDistintaOQueSobraSeNombraSinCopiarElDocumento() {
        let guia = ["| Paso | Qué |", "|---|---|", "| `a/1` | Uno viejo |", "| `a/2` | Dos |", "| `b/1` | Otro |"]
        #expect(tabla.problemas(en: guia, esperadas: esperadas) == [
            "guia.md: en la tabla, la fila de a/1 no es como dice el catálogo. Cámbiala por:\n| `a/1` | Uno |",
            "guia.md: en la tabla sobra una fila que no está en el catálogo; quítala:\n| `b/1` | Otro |",
        ])
    }

    @Test func lasFilasVanEnElOrdenDelCatalogo() {
        let guia = ["| Paso | Qué |", "|---|---|", "| `a/2` | Dos |", "| `a/1` | Uno |"]
        #expect(tabla.problemas(en: guia, esperadas: esperadas) == ["guia.md: en la tabla, la fila de a/1 va antes que la de a/2, como en el catálogo"])
    }

    @Test func sinLaCabeceraLaDaEscrita() {
        #expect(tabla.problemas(en: ["# Guía"], esperadas: esperadas) == ["guia.md no tiene la tabla. Escríbela con esta cabecera:\n| Paso | Qué |"])
    }
}
