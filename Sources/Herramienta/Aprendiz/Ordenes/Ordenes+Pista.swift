import HerramientaNucleo

extension Ordenes {
    func pista(_ id: String) throws(ErrorDeLaHerramienta) -> Int32 {
        let paso = try paso(id)
        consola.escribir(consola.negrita(titulo(de: paso)))
        if let nota = paso.nota { consola.escribir(nota) }
        if !paso.pista.isEmpty { consola.escribir(consola.amarillo("Pista: ") + paso.pista) }
        if paso.tieneRegiones {
            consola.escribir("Ficheros: " + paso.ficheros.map { "Exercises/" + $0 }.joined(separator: ", "))
            consola.escribir("Pruebas: " + paso.ordenDePruebas)
            consola.escribir("Compruébalo: swift run marcador comprobar " + paso.id)
        }
        return 0
    }
}
