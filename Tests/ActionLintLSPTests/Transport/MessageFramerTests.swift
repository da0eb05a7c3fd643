import XCTest
@testable import ActionLintLSP

final class MessageFramerTests: XCTestCase {
    func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    func testEveryWayOfCuttingTwoMessagesGivesTheSameTwoBodies() {
        let stream = frame(#"{"a":"é"}"#) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + frame("{}")
        for cut in 0...stream.count {
            var framer = MessageFramer()
            var bodies: [[UInt8]] = []
            framer.append(Array(stream[..<cut]))
            while case let .message(body)? = framer.next() { bodies.append(body) }
            framer.append(Array(stream[cut...]))
            while case let .message(body)? = framer.next() { bodies.append(body) }
            XCTAssertEqual(bodies.map { String(decoding: $0, as: UTF8.self) }, [#"{"a":"é"}"#, "{}"], "cut at \(cut)")
            XCTAssertEqual(framer.pendingByteCount, 0)
        }
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherHeadersAreIgnored() {
        var framer = MessageFramer()
        framer.append(Array("content-length:  2\r\nContent-Type: x\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
        XCTAssertNil(framer.next())
    }

    func testABadHeaderIsReportedOnceAndTheNextMessageIsRead() {
        for bad in ["Content-Type: json\r\n\r\n{}", "Content-Length: -4\r\n\r\n", "Content-Length: 99999999999\r\n\r\n", "garbage\r\n\r\n"] {
            var framer = MessageFramer()
            framer.append(Array(bad.utf8))
            guard case .malformed? = framer.next() else { return XCTFail("\(bad) was not reported") }
            XCTAssertNil(framer.next(), bad)
            framer.append(frame("[1]"))
            XCTAssertEqual(framer.next(), .message(Array("[1]".utf8)), bad)
        }
    }

    func testAHeaderThatNeverEndsIsDroppedNotBufferedForever() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 10))
        guard case .malformed? = framer.next() else { return XCTFail("not reported") }
        XCTAssertNil(framer.next())
        XCTAssertLessThan(framer.pendingByteCount, 20)
    }

    func testFrameWritesTheByteLength() {
        XCTAssertEqual(String(decoding: MessageFramer.frame(Array("{\"é\":1}".utf8)), as: UTF8.self), "Content-Length: 8\r\n\r\n{\"é\":1}")
    }
}
