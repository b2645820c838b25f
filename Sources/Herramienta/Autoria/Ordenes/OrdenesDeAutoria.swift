import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// Las órdenes del instructor para escribir y revisar el kit. Necesitan Solutions/: no van en la
/// publicación de quien aprende.
package enum OrdenesDeAutoria {
    static let limitePorDefecto = 600   // el de las pruebas de cada árbol en `verificar`

    package static let todas: [DefinicionDeOrden] = [
        DefinicionDeOrden("resolver", ayuda: """
              resolver [lección|paso]      pone la solución de Solutions/ en esas regiones de Exercises/ (para
                       [--si]              instructores: enseñar un paso en clase); pregunta antes de pisar trabajo
            """) { argumentos throws(ErrorDeLaHerramienta) in
            Resolver(objetivo: try argumentos.objetivo(banderas: ["--si"]), sinPreguntar: argumentos.banderas.contains("--si"))
        },
        DefinicionDeOrden("diferencias", ayuda: """
              diferencias [lección|paso]   lo que escribe quien aprende, paso a paso: el esqueleto de cada región
                          [--resumen]      frente a su solución, como diff -u (para instructores); --resumen, una
                                           línea por paso: ficheros, líneas que escribir y pruebas
            """) { argumentos throws(ErrorDeLaHerramienta) in
            Diferencias(objetivo: try argumentos.objetivo(banderas: ["--resumen"]), resumen: argumentos.banderas.contains("--resumen"))
        },
        DefinicionDeOrden("generar", ayuda: """
              generar [--comprobar]        escribe Exercises/ a partir de Solutions/ (para instructores);
                      [--forzar]           --comprobar solo dice si Exercises/ está al día; --forzar pisa también
                                           regiones que no son el esqueleto
            """) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo(["--comprobar", "--forzar"], posicionales: 0)
            if argumentos.banderas.isSuperset(of: ["--comprobar", "--forzar"]) {
                throw .uso("--comprobar no escribe nada: no tiene sentido con --forzar.")
            }
            return Generar(comprobar: argumentos.banderas.contains("--comprobar"), forzar: argumentos.banderas.contains("--forzar"))
        },
        DefinicionDeOrden("verificar", ayuda: """
              verificar [--tiempo S]       la verificación del kit: generador, soluciones y esqueletos; corta las
                                           pruebas de cada árbol a los S segundos (por defecto, \(limitePorDefecto))
            """, opciones: ["--tiempo"]) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo([], posicionales: 0)
            return Verificar(limite: try argumentos.segundos(porDefecto: limitePorDefecto))
        },
        DefinicionDeOrden("publicar", ayuda: """
              publicar DESTINO             escribe en DESTINO (nuevo o vacío) el repositorio de quien aprende:
                                           Exercises/ con los esqueletos y solo lo que usa quien aprende
              publicar --gradescope F.zip  escribe el autograder de Gradescope: setup.sh, run_autograder y este kit;
                       [--leccion ID,…]    con --leccion, califica solo esas lecciones
            """, opciones: ["--gradescope", "--leccion"]) { argumentos throws(ErrorDeLaHerramienta) in
            if let zip = argumentos.valores["--gradescope"] {
                try argumentos.solo([], posicionales: 0)
                return PublicarGradescope(zip: zip, seleccion: try argumentos.valores["--leccion"].map(SeleccionDeLecciones.init(texto:)) ?? .todas)
            }
            if argumentos.valores["--leccion"] != nil {
                throw .uso("--leccion va con --gradescope: el repositorio de quien aprende lleva siempre todas las lecciones.")
            }
            guard let destino = argumentos.posicionales.first else {
                throw .uso("A «publicar» le falta la carpeta DESTINO, p. ej. «publicar ../marcador-clase».")
            }
            try argumentos.solo([], posicionales: 1)
            return Publicar(destino: destino)
        },
    ]
}

extension OrdenesDeAutoria {
    package struct Resolver: Orden, Equatable {
        package let objetivo: String?   // una lección o un paso; nil, todos los ejercicios
        package let sinPreguntar: Bool

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenesDelKit(para: "resolver").resolver(objetivo, sinPreguntar: sinPreguntar)
        }
    }

    package struct Diferencias: Orden, Equatable {
        package let objetivo: String?
        package let resumen: Bool

        // Se niega por su cuenta, con su propio mensaje, si no hay Solutions/.
        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().diferencias(objetivo, resumen: resumen)
        }
    }

    package struct Generar: Orden, Equatable {
        package let comprobar: Bool
        package let forzar: Bool

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenesDelKit(para: "generar").generar(comprobar: comprobar, forzar: forzar)
        }
    }

    package struct Verificar: Orden, Equatable {
        package let limite: Int     // segundos para las pruebas de cada árbol

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenesDelKit(para: "verificar").verificar(limite: .seconds(limite))
        }
    }

    package struct PublicarGradescope: Orden, Equatable {
        package let zip: String
        package let seleccion: SeleccionDeLecciones

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenesDelKit(para: "publicar")
                .publicarGradescope(en: URL(fileURLWithPath: zip, relativeTo: URL(fileURLWithPath: contexto.directorio.path, isDirectory: true))
                    .standardizedFileURL, seleccion: seleccion)
        }
    }

    package struct Publicar: Orden, Equatable {
        package let destino: String

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenesDelKit(para: "publicar")
                .publicar(en: URL(fileURLWithPath: destino, relativeTo: contexto.directorio).standardizedFileURL)
        }
    }
}
