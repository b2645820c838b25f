import Testing
import Torneo

// El reloj de «Retain cycles»: cuenta cuando se lo mandan y avisa con alTick ya con el minuto nuevo.
@Suite("Retain cycles · Cronometro (código base)")
struct CronometroTests {
    @Test func empiezaEnElMinutoCero() {
        #expect(Cronometro().minuto == 0)
    }

    @Test func avanzarSumaUnMinutoYLlamaAAlTickConElMinutoYaSumado() {
        let reloj = Cronometro()
        var vistos: [Int] = []
        reloj.alTick = { [unowned reloj] in vistos.append(reloj.minuto) }

        reloj.avanzar()
        reloj.avanzar()

        #expect(reloj.minuto == 2)
        #expect(vistos == [1, 2], "alTick se llama una vez por minuto, DESPUÉS de sumarlo")
    }

    @Test func sinAlTickTambienCuenta() {
        let reloj = Cronometro()

        for _ in 1...3 { reloj.avanzar() }

        #expect(reloj.minuto == 3)
    }
}
