import HerramientaNucleo

/// Las órdenes de quien aprende: las únicas que trae su publicación.
package enum OrdenesDelAprendiz {
    package static let todas: [DefinicionDeOrden] = [
        DefinicionDeOrden("lista", ayuda: """
              (ninguna), lista             tu progreso: cada paso hecho, pendiente o sin compilar (los últimos
                                           resultados guardados, sin ejecutar nada) y el paso siguiente
            """) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo([], posicionales: 0)
            return Lista()
        },
        DefinicionDeOrden("comprobar", ayuda: """
              comprobar [lección|paso]     compila lo que usan las pruebas de esa lección o ese paso (sin nada,
                                           todos), las ejecuta, guarda los resultados y explica cada fallo
            """) { argumentos throws(ErrorDeLaHerramienta) in Comprobar(objetivo: try argumentos.objetivo()) },
        DefinicionDeOrden("vigilar", ayuda: """
              vigilar                      comprueba el paso pendiente cada vez que guardas; Ctrl-C para salir
            """) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo([], posicionales: 0)
            return Vigilar()
        },
        DefinicionDeOrden("pista", ayuda: """
              pista <paso>                 la pista de un paso, p. ej. «pista red-en-marcador/2»
            """) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo([], posicionales: 1)
            return Pista(paso: argumentos.posicionales[0])
        },
        DefinicionDeOrden("reiniciar", ayuda: """
              reiniciar <paso> [--si]      vuelve a poner el esqueleto de un paso en Exercises/ (pregunta antes,
                                           salvo con --si); no toca nada más
            """) { argumentos throws(ErrorDeLaHerramienta) in
            try argumentos.solo(["--si"], posicionales: 1)
            return Reiniciar(paso: argumentos.posicionales[0], sinPreguntar: argumentos.banderas.contains("--si"))
        },
    ]
}

extension OrdenesDelAprendiz {
    package struct Lista: Orden, Equatable {
        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().lista()
        }
    }

    package struct Comprobar: Orden, Equatable {
        package let objetivo: String?   // una lección o un paso; nil, todos los ejercicios

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().comprobar(objetivo)
        }
    }

    package struct Vigilar: Orden, Equatable {
        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().vigilar()
        }
    }

    package struct Pista: Orden, Equatable {
        package let paso: String

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().pista(paso)
        }
    }

    package struct Reiniciar: Orden, Equatable {
        package let paso: String
        package let sinPreguntar: Bool

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            try contexto.ordenes().reiniciar(paso, sinPreguntar: sinPreguntar)
        }
    }
}
