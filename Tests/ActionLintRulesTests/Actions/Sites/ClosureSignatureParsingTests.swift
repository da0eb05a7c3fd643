import ActionLintCore
import XCTest

/// What each action closure says about itself: capture list, parameters as written, `$0`,
/// `await`/`try`, `return` with a value, and its statements.
final class ClosureSignatureParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/ClosureReads.swift")

    func testCaptureListIsRecordedAndIsNotAParameter() throws {
        let closure = try XCTUnwrap(ParserFixture.actionClosure(onLine: 22, in: file))
        let captures = try XCTUnwrap(closure.captureList)
        XCTAssertEqual(captures.map(file.text).joined(), "[weak model]")
        XCTAssertEqual(closure.parameters, [])
        XCTAssertEqual(closure.inToken.map(file.text), "in")
        XCTAssertEqual(closure.bodyStart, (closure.inToken ?? 0) + 1)
        XCTAssertEqual(closure.boundReads, [])
    }

    func testParametersAsWrittenIncludingWildcards() throws {
        let change = try XCTUnwrap(ParserFixture.actionClosure(onLine: 27, in: file))
        XCTAssertEqual(change.parameters, ["_", "newValue"])
        XCTAssertTrue(change.readsParameters)
        XCTAssertFalse(change.usesAnonymousParameters)
        let anonymousRow = file.syntax.closures.first { $0.parameters == ["_"] }
        XCTAssertEqual(anonymousRow.map { ParserFixture.line(of: $0.leftBrace, in: file) }, 24)
    }

    func testAnonymousParameterUse() throws {
        let receive = try XCTUnwrap(ParserFixture.actionClosure(onLine: 28, in: file))
        XCTAssertTrue(receive.usesAnonymousParameters)
        XCTAssertNil(receive.inToken)
        XCTAssertEqual(receive.parameters, [])
    }

    func testAwaitAndTryBelongToTheInnermostClosure() throws {
        let button = try XCTUnwrap(ParserFixture.actionClosure(onLine: 29, in: file))
        XCTAssertFalse(button.containsAwait)
        XCTAssertFalse(button.containsTry)
        let task = try XCTUnwrap(file.syntax.closures.first { $0.parent == ParserFixture.actionClosureIndex(onLine: 29, in: file) })
        XCTAssertTrue(task.containsAwait)
        XCTAssertTrue(task.containsTry)
        XCTAssertEqual(task.call.map { file.syntax.calls[$0].callee }, "Task")
    }

    func testTypedSignatureWithReturnedValue() throws {
        let validate = try XCTUnwrap(ParserFixture.actionClosure(onLine: 64, in: file))
        XCTAssertTrue(validate.returnsValue)
        XCTAssertEqual(validate.parameters, [])
        XCTAssertNotNil(validate.inToken)
        XCTAssertEqual(validate.statementStarts.map(file.text), ["return"])
        let open = try XCTUnwrap(ParserFixture.actionClosure(onLine: 14, in: file))
        XCTAssertFalse(open.returnsValue)
    }

    func testStatementsSplitAtLineBreaksAndSemicolons() throws {
        XCTAssertEqual(try XCTUnwrap(ParserFixture.actionClosure(onLine: 60, in: file)).statementStarts.count, 2)
        // if, guard, handler, for, let, var, +=, switch.
        let check = try XCTUnwrap(ParserFixture.actionClosure(onLine: 34, in: file))
        XCTAssertEqual(check.statementStarts.map { ParserFixture.line(of: $0, in: file) }, [35, 38, 39, 40, 43, 44, 45, 46])
    }

    func testConditionalCompilationLinesAreNotStatements() throws {
        let file = ParserFixture.parse("""
        struct Logger: View {
            var body: some View {
                Button("Log") {
                    #if DEBUG
                    log()
                    #endif
                    save()
                }
            }
        }
        """)
        let closure = try XCTUnwrap(ParserFixture.actionClosure(onLine: 3, in: file))
        XCTAssertEqual(closure.statementStarts.map { ParserFixture.line(of: $0, in: file) }, [5, 7])
    }

    func testAttributeBeforeInIsASignatureNotABodyStatement() throws {
        let file = ParserFixture.parse("""
        struct Loader: View {
            var body: some View {
                Button("Load") { @MainActor in reload() }
                Button("Send") { @Sendable (value) in send(value) }
            }
        }
        """)
        let load = try XCTUnwrap(ParserFixture.actionClosure(onLine: 3, in: file))
        XCTAssertEqual(load.inToken.map(file.text), "in")
        XCTAssertEqual(load.statementStarts.map(file.text), ["reload"])
        let send = try XCTUnwrap(ParserFixture.actionClosure(onLine: 4, in: file))
        XCTAssertEqual(send.parameters, ["value"])
        XCTAssertTrue(send.readsParameters)
    }
}
