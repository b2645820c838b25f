import HerramientaNucleo

extension InformeDeCalificacion {
    /// El informe con las regiones rechazadas: el paso de cada una, con todas sus pruebas fallidas (0 puntos),
    /// y cada uso nombrado en `manipulaciones`, con su fichero, su línea y lo que usa.
    func rechazando(_ regiones: [RegionRechazada]) -> InformeDeCalificacion {
        guard !regiones.isEmpty else { return self }
        var pasosRechazados: [String] = []
        for region in regiones where !pasosRechazados.contains(region.paso) { pasosRechazados.append(region.paso) }
        let descripciones = Dictionary(grouping: regiones, by: \.paso).mapValues { $0.flatMap(\.descripciones) }
        var informe = self
        informe.pasos = pasos.map { paso in
            guard let suyas = descripciones[paso.paso] else { return paso }
            let motivo = "una región de este paso usa lo que no se admite, y no se compiló: " + suyas.joined(separator: "; ")
            let pruebas = paso.pruebas.isEmpty
                ? [ResultadoDePaso.Prueba(id: paso.paso, pasa: false, mensaje: motivo)]
                : paso.pruebas.map { ResultadoDePaso.Prueba(id: $0.id, pasa: false, mensaje: motivo, segundos: $0.segundos, codigo: $0.codigo) }
            return ResultadoDePaso(paso: paso.paso, titulo: paso.titulo, leccion: paso.leccion, indice: paso.indice, estado: .falla,
                                   mensaje: motivo, ordenDePruebas: paso.ordenDePruebas, pruebas: pruebas)
        }
        informe.manipulaciones += pasosRechazados.map { Manipulacion(paso: $0, motivos: descripciones[$0] ?? [], tipo: .region) }
        return informe
    }
}
